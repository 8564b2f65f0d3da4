import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAccessTokens } from './auth/access-token';
import { createAuthenticator } from './auth/authenticator';
import { createLoginRateLimiter } from './auth/login-rate-limiter';
import { createDummyHash } from './auth/password';
import { createRefreshTokens } from './auth/refresh-tokens';
import { resolveTokenSecret } from './auth/token-secret';
import type { AppConfig } from './config';
import type { Db } from './db/db';
import { answerFrameworkError, installErrorHandling } from './http/error-handler';
import type { RouteEntry } from './http/fastify-types';
import { installJsonBodyParser } from './http/json-body';
import { logControllerFor, loggerOptions } from './http/logger';
import { contractSerializerCompiler } from './http/response-serializer';
import { installOpenApi, registerOpenApiRoutes } from './http/openapi';
import { zodValidatorCompiler } from './http/request-validation';
import { installSecurityHeaders } from './http/security-headers';
import { installCompression } from './http/compression';
import { installAdmission } from './http/admission';
import { createUserRepository } from './users/user-repository';
import { createAuditTrail } from './audit/audit-trail';
import { createCallTransactions } from './db/call-transaction';
import type { DomainDeps } from './api-domain';
import { domains } from './domains';
import { createLiveHub, type LiveOptions } from './events/live-hub';
import './events/live-types';
import { installLifecycle } from './ops/lifecycle';
import { installRequestLog, requestIdOptions } from './ops/request-log';
import { instrumentDb } from './ops/metrics';
import { installMetrics, METRICS_PATH } from './ops/metrics-endpoint';

export const API_PREFIX = '/api/v1';
/** Never queued nor refused for load: health checks, sign-out, the live event stream. */
const ADMISSION_EXEMPT = ['/health', '/ready', '/logout', '/events'];
const SESSION_CLEANUP_MS = 60 * 60 * 1000;

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** Fastify logger settings; defaults to LOG_LEVEL with secrets redacted. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Milliseconds since the epoch (tests move it to expire tokens). */
  clock?: () => number;
  /** Live events' timings and limits (tests shorten them). */
  live?: Partial<LiveOptions>;
}

/**
 * Builds the API without listening: security baseline (CORS, headers, body limit, error
 * envelope), the OpenAPI document, and every contract call under /api/v1. The database must
 * be migrated. Callers `listen()` (main.ts) or `inject()` (tests), and `close()` it; the
 * database stays theirs to close.
 */
export async function buildApp({ db: rootDb, config, logger, clock = Date.now, live }: BuildAppOptions): Promise<FastifyInstance> {
  const database = instrumentDb(rootDb);
  // Every query of the app goes through `db`, so a write's queries share its audit transaction.
  const transactions = createCallTransactions(database);
  const db = transactions.db;
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    // A line per request ("incoming request", "request completed") only at LOG_LEVEL debug or trace.
    logController: logControllerFor(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    exposeHeadRoutes: false,
    frameworkErrors: answerFrameworkError,
    ...requestIdOptions,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler({ check: config.checkResponses }));
  app.decorate('clock', clock);
  app.decorate('checkResponses', config.checkResponses);

  const routes: RouteEntry[] = [];
  app.decorate('routeCatalog', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  // First of the request hooks: a request refused for load costs nothing else.
  const admission =
    config.admission.maxInFlight > 0
      ? installAdmission(app, { ...config.admission, exempt: new Set([...ADMISSION_EXEMPT.map((path) => `${API_PREFIX}${path}`), METRICS_PATH]) })
      : undefined;
  app.decorate('admission', admission);
  installLifecycle(app);
  installRequestLog(app, config.ops);
  installMetrics(app, database, config.ops.metrics);
  installJsonBodyParser(app);
  installSecurityHeaders(app);
  installCompression(app);
  installErrorHandling(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // If-Match and ETag: record versions (docs/api-contract.md, "Versions and If-Match"); last-event-id:
    // the live stream's resume point (GET /events, docs/live-events.md).
    allowedHeaders: ['authorization', 'content-type', 'x-app-source', 'x-refresh-token', 'if-match', 'last-event-id'],
    exposedHeaders: ['retry-after', 'etag', 'x-request-id'],
    credentials: false,
    maxAge: 600,
  });
  await installOpenApi(app);

  const tokens = createAccessTokens(await resolveTokenSecret(db, config.tokenSecret), config.accessTokenTtlSeconds, clock);
  const refreshTokens = createRefreshTokens(
    db,
    {
      tokenTtlSeconds: config.refreshTokenTtlSeconds,
      familyTtlSeconds: config.refreshFamilyTtlSeconds,
      reuseGraceSeconds: config.refreshReuseGraceSeconds,
    },
    clock,
  );
  const authenticator = createAuthenticator(tokens, refreshTokens);
  app.decorate('authenticator', authenticator);
  app.decorateRequest('auth', null);
  const sessionOf = (accessToken: string) => {
    const verified = tokens.verify(accessToken);
    return verified.ok ? verified.claims.sid : undefined;
  };
  app.decorate('auditTrail', createAuditTrail({ transactions, clock, sessionOf }));

  // The database itself, not the calls' transactions: a notification can arrive in a call's scope.
  const liveEvents = createLiveHub(database, (familyId) => refreshTokens.isFamilyActive(familyId), clock, live);
  app.decorate('liveEvents', liveEvents);
  app.addHook('onReady', () => liveEvents.start());
  // Open streams would hold the server's close: they end first, with `bye`, and clients reconnect.
  app.addHook('preClose', async () => liveEvents.endStreams());
  app.addHook('onClose', () => liveEvents.stop());

  const authDeps = {
    users: createUserRepository(db),
    tokens,
    refreshTokens,
    authenticator,
    limiter: createLoginRateLimiter(db, config.login, clock),
    dummyHash: createDummyHash(config.scrypt),
  };
  const deps: DomainDeps = { db, config, auth: authDeps };
  await app.register(
    async (api) => {
      for (const domain of domains) await domain.registerRoutes(api, deps);
    },
    { prefix: API_PREFIX },
  );
  registerOpenApiRoutes(app);

  // Dead sessions are useless rows: drop them at start and hourly.
  let timer: NodeJS.Timeout | undefined;
  const cleanup = () => refreshTokens.deleteExpired().catch((err: unknown) => app.log.warn({ err }, 'session cleanup failed'));
  app.addHook('onReady', async () => {
    await cleanup();
    timer = setInterval(cleanup, SESSION_CLEANUP_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return app;
}
