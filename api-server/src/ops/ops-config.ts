import { z } from 'zod';

const int = (min: number) => z.coerce.number().int().min(min);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The operations settings of the environment (README's table; docs/operations.md). */
export const opsEnvSchema = z.object({
  ACCESS_LOG: flag.default(false),
  METRICS_PORT: int(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(32).optional(),
  SHUTDOWN_DRAIN_MS: int(0).max(60_000).default(0),
  SHUTDOWN_TIMEOUT_MS: int(100).max(600_000).default(10_000),
});

export interface OpsConfig {
  /** One JSON line per request at info (method, path, route, status, ms, request id). */
  accessLog: boolean;
  /**
   * GET /metrics: on its own listener at `port` (bound to `host`, loopback by default), and/or on
   * the API's port behind `Authorization: Bearer <token>`. Neither set: no metrics endpoint.
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /**
   * On SIGTERM: keep answering (ready 503, connections closed after each answer) for `drainMs`
   * so a proxy moves away, then stop accepting and give in-flight requests `timeoutMs` to end.
   */
  shutdown: { drainMs: number; timeoutMs: number };
}

export const opsConfigFrom = (e: z.output<typeof opsEnvSchema>): OpsConfig => ({
  accessLog: e.ACCESS_LOG,
  metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
  shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
});
