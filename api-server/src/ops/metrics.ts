import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, Queryable } from '../db/db';

/**
 * The process's Prometheus metrics (prom-client), served by GET /metrics (metrics-endpoint.ts).
 * One registry per process: a module adds its own metric with `new Gauge({ ..., registers:
 * [metricsRegistry] })` or the helpers below, at module level, once. Each metric is described in
 * docs/operations.md, "Metrics".
 */
export const metricsRegistry = new Registry();

/** A gauge in the process's registry (set / inc / dec), e.g. `defineGauge('mv_x', 'What it counts')`. */
export const defineGauge = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Gauge<L>({ name, help, labelNames, registers: [metricsRegistry] });

/** A counter in the process's registry (inc). */
export const defineCounter = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Counter<L>({ name, help, labelNames, registers: [metricsRegistry] });

/** Open live event streams (GET /api/v1/events): the stream code calls inc() on open and dec() on close. */
export const eventStreamsOpen = defineGauge('mv_event_streams_open', 'Live event streams open now');

export const httpRequests = defineCounter('mv_http_requests_total', 'Answered requests by method, route pattern and status', ['method', 'route', 'status']);
export const httpDuration = new Histogram({
  name: 'mv_http_request_duration_seconds',
  help: 'Time from a request received to its answer sent, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});
export const signInFailures = defineCounter('mv_sign_in_failures_total', 'Sign-ins refused for wrong credentials or account type (403), by portal', ['portal']);
export const signInLockouts = defineCounter('mv_sign_in_lockouts_total', 'Sign-ins refused because the account or IP is locked out (429), by portal', [
  'portal',
]);

const queryDuration = new Histogram({
  name: 'mv_db_query_duration_seconds',
  help: 'Time of each database statement, by outcome (ok, error)',
  labelNames: ['outcome'],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});
const queriesInFlight = defineGauge('mv_db_queries_in_flight', 'Database statements running or waiting for a connection now');

/** What the gauges below read when scraped: the app's pool and admission control (the latest app built). */
const sources: { pool?: () => { total: number; idle: number; waiting: number }; admission?: () => { inFlight: number; queued: number; refused: number } } = {};

new Gauge({
  name: 'mv_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database',
  labelNames: ['state'],
  registers: [metricsRegistry],
  collect() {
    const stats = sources.pool?.();
    if (!stats) return;
    for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
  },
});
new Gauge({
  name: 'mv_admission_requests',
  help: 'Admission control: requests running (in_flight) and waiting (queued) now',
  labelNames: ['state'],
  registers: [metricsRegistry],
  collect() {
    const stats = sources.admission?.();
    if (!stats) return;
    this.set({ state: 'in_flight' }, stats.inFlight);
    this.set({ state: 'queued' }, stats.queued);
  },
});
new Counter({
  name: 'mv_admission_refused_total',
  help: 'Requests admission control refused with 503 since the start',
  registers: [metricsRegistry],
  collect() {
    const refused = sources.admission?.().refused;
    if (refused === undefined) return;
    this.reset();
    this.inc(refused);
  },
});

let defaultsOn = false;
/** Node's own metrics (event-loop lag, memory, CPU, handles), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });
}

/** Points the pool and admission gauges at this app's (one app per process outside tests). */
export function setMetricSources(next: typeof sources): void {
  Object.assign(sources, next);
}

const timed = <T>(run: () => Promise<T>): Promise<T> => {
  queriesInFlight.inc();
  const end = queryDuration.startTimer();
  return run().then(
    (value) => {
      end({ outcome: 'ok' });
      queriesInFlight.dec();
      return value;
    },
    (error: unknown) => {
      end({ outcome: 'error' });
      queriesInFlight.dec();
      throw error;
    },
  );
};

const timedQueryable = (q: Queryable): Queryable => ({
  query: (sql, params) => timed(() => q.query(sql, params)),
  exec: (sql) => timed(() => q.exec(sql)),
});

/** The database with every statement timed (mv_db_query_duration_seconds, mv_db_queries_in_flight). */
export function instrumentDb(db: Db): Db {
  return {
    ...timedQueryable(db),
    kind: db.kind,
    transaction: (fn) => db.transaction((tx) => fn(timedQueryable(tx))),
    listen: (channel, onPayload, onLost) => db.listen(channel, onPayload, onLost),
    close: () => db.close(),
    ...(db.poolStats ? { poolStats: () => db.poolStats!() } : {}),
    ...(db.dumpDataDir ? { dumpDataDir: () => db.dumpDataDir!() } : {}),
  };
}
