import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import type { OpsConfig } from './ops-config';
import { collectProcessMetrics, httpDuration, httpRequests, metricsRegistry, setMetricSources, signInFailures, signInLockouts } from './metrics';

export const METRICS_PATH = '/metrics';
const SIGN_IN = /^\/api\/v1\/login\/(admin|customer|vendor)$/;

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Counts every answer (mv_http_*; the route pattern, never the raw path, so unknown paths share
 * one `unmatched` series) and sign-in refusals, points the pool and admission gauges at this app,
 * and serves GET /metrics on the API's port to `Authorization: Bearer <METRICS_TOKEN>` only (404
 * when no token is set, 401 for a wrong one). The separate port is startMetricsServer.
 */
export function installMetrics(app: FastifyInstance, db: Db, { token }: OpsConfig['metrics']): void {
  collectProcessMetrics();
  setMetricSources({ pool: db.poolStats, admission: app.admission?.stats });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    const portal = SIGN_IN.exec(route)?.[1];
    if (portal && reply.statusCode === 403) signInFailures.inc({ portal });
    if (portal && reply.statusCode === 429) signInLockouts.inc({ portal });
  });
  app.get(METRICS_PATH, async (request, reply) => {
    if (!token) throw new HttpError(404, 'Not found', 'No such endpoint. Check the method and the path.');
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) throw new HttpError(401, 'Not signed in', 'The metrics token is missing or wrong.');
    reply.type(metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
}

/**
 * GET /metrics on a listener of its own (METRICS_PORT, bound to METRICS_HOST: loopback unless a
 * scraper elsewhere needs it), without a token: keep the port off the public network.
 */
export async function startMetricsServer(port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?', 1)[0] !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

export const metricsPort = (server: http.Server) => (server.address() as AddressInfo).port;
