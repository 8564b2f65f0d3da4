import path from 'node:path';
import { z } from 'zod';
import { defaultScryptParams, type ScryptParams } from './auth/password';
import { type OpsConfig, opsConfigFrom, opsEnvSchema } from './ops/ops-config';

/** Repository root: api-server/src -> two levels up. Default home of the PGlite data dir. */
export const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * The local system's pages (tooling/apps.cjs): the shell and every remote, which its team also
 * runs standalone on its own port (a remote added by `npm run new:remote` included).
 */
const localApps = require(path.join(repoRoot, 'tooling/apps.cjs')) as { shell: { port: number }; remotes: { port: number }[] };
const DEFAULT_CORS_ORIGINS = [localApps.shell.port, ...localApps.remotes.map((r) => r.port)].map((port) => `http://localhost:${port}`);

/** Everything the server reads from the environment, parsed once at startup. */
export interface AppConfig {
  port: number;
  host: string;
  /** `postgres://...` when set; otherwise the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * PGlite's buffer pool (PostgreSQL's shared_buffers), in MB. PGlite lives in the API process
   * and writes the whole pool at start: 128 MB made the process about 390 MB at rest on the large
   * seed, 32 MB (the default) about 230 MB with the node options of node-options.cjs; at 16-24 MB
   * the lists that read many pages go through PGlite's file layer and are slower
   * (docs/api-performance-history.md, "Sixth step").
   */
  pgliteSharedBuffersMb: number;
  /** Uploaded files (server-generated names); default `<DATA_DIR>/../uploads`. */
  uploadDir: string;
  production: boolean;
  logLevel: string;
  /**
   * Check every answer against the contract with zod as well as serialising it with the compiled
   * serialiser, and fail on any difference (http/response-serializer.ts). On in tests; costs CPU.
   */
  checkResponses: boolean;
  trustProxy: boolean;
  corsOrigins: string[];
  /** Largest accepted JSON body in bytes (set explicitly: the API has no uploads yet). */
  bodyLimitBytes: number;
  /** HMAC secret for access tokens; when absent one is generated once and kept in the database. */
  tokenSecret: string | undefined;
  accessTokenTtlSeconds: number;
  /** A refresh token unused for this long expires (the session went idle). */
  refreshTokenTtlSeconds: number;
  /** Absolute lifetime of a session (refresh token family), however often it is refreshed. */
  refreshFamilyTtlSeconds: number;
  /**
   * A refresh token presented again by its own session this soon after its rotation is refused
   * without revoking the session (tabs that raced); later, it counts as reuse. 0 disables it.
   */
  refreshReuseGraceSeconds: number;
  login: { maxFailuresPerAccount: number; maxFailuresPerIp: number; windowSeconds: number };
  /**
   * Admission control (http/admission.ts): requests served at once (0: no limit) and the longest
   * a request waits for its turn before the API answers 503 with Retry-After.
   */
  admission: { maxInFlight: number; maxWaitMs: number; maxLagMs: number };
  scrypt: ScryptParams;
  seed: { adminEmail: string | undefined; adminPassword: string | undefined; demo: boolean };
  /** Access log, metrics, graceful stop (ops/ops-config.ts). */
  ops: OpsConfig;
}

const int = (min: number) => z.coerce.number().int().min(min);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  PORT: int(0).max(65535).default(4000),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  PGLITE_SHARED_BUFFERS_MB: int(1).max(1024).default(32),
  UPLOAD_DIR: z.string().min(1).optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CHECK_RESPONSES: flag.default(false),
  TRUST_PROXY: flag.default(false),
  CORS_ORIGINS: z.string().optional(),
  TOKEN_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: int(1).default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: int(60).default(24 * 60 * 60),
  REFRESH_FAMILY_TTL_SECONDS: int(60).default(7 * 24 * 60 * 60),
  REFRESH_REUSE_GRACE_SECONDS: int(0).max(60).default(20),
  ADMISSION_MAX_IN_FLIGHT: int(0).max(10_000).default(8),
  ADMISSION_MAX_WAIT_MS: int(1).max(60_000).default(1000),
  ADMISSION_MAX_LAG_MS: int(1).max(60_000).default(250),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(1).default(10),
  LOGIN_MAX_FAILURES_PER_IP: int(1).default(50),
  LOGIN_WINDOW_SECONDS: int(1).default(15 * 60),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10).optional(),
  SEED_DEMO: flag.default(false),
  ...opsEnvSchema.shape,
});

export class ConfigError extends Error {
  constructor(public readonly setting: string) {
    super(`Env ${setting} is not configured properly`);
    this.name = 'ConfigError';
  }
}

const parseOrigins = (raw: string | undefined): string[] => {
  if (!raw) return DEFAULT_CORS_ORIGINS;
  const origins = raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  // An origin is scheme://host[:port] exactly; anything else would never match a browser's Origin.
  if (!origins.every((o) => /^https?:\/\/[^/\s*]+$/.test(o))) throw new ConfigError('CORS_ORIGINS');
  return origins;
};

/**
 * Reads the server settings from `env` (process.env by default). Throws ConfigError naming the
 * first invalid setting, with the same wording the admin client uses for its own settings.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set" (shells and .env files often export KEY=).
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) throw new ConfigError(String(parsed.error.issues[0]?.path[0] ?? 'unknown'));
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot, '.data', 'pglite');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    uploadDir: e.UPLOAD_DIR ? path.resolve(e.UPLOAD_DIR) : path.join(path.dirname(dataDir), 'uploads'),
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    checkResponses: e.CHECK_RESPONSES,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: parseOrigins(e.CORS_ORIGINS),
    bodyLimitBytes: 64 * 1024,
    tokenSecret: e.TOKEN_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    refreshFamilyTtlSeconds: e.REFRESH_FAMILY_TTL_SECONDS,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    login: {
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: e.LOGIN_WINDOW_SECONDS,
    },
    admission: { maxInFlight: e.ADMISSION_MAX_IN_FLIGHT, maxWaitMs: e.ADMISSION_MAX_WAIT_MS, maxLagMs: e.ADMISSION_MAX_LAG_MS },
    scrypt: defaultScryptParams,
    seed: { adminEmail: e.ADMIN_EMAIL, adminPassword: e.ADMIN_PASSWORD, demo: e.SEED_DEMO },
    ops: opsConfigFrom(e),
  };
}
