import { startTestApp, type TestApp } from '../testing/test-app';
import { testConfig } from '../testing/test-config';
import { credentials } from '../testing/test-app';
import { eventStreamsOpen } from './metrics';
import { metricsPort, startMetricsServer } from './metrics-endpoint';

/**
 * GET /metrics (issue 36): Prometheus text behind METRICS_TOKEN or on its own port, counting
 * requests per route and status, sign-in refusals, database statements, and the process's own.
 */

const TOKEN = 'metrics-token-metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  const defaults = testConfig();
  t = await startTestApp({
    config: {
      ops: { ...defaults.ops, metrics: { ...defaults.ops.metrics, token: TOKEN } },
      login: { ...defaults.login, maxFailuresPerAccount: 2 },
      // On, so that its gauges are exported (tests run without it by default).
      admission: { maxInFlight: 8, maxWaitMs: 1000, maxLagMs: 10_000 },
    },
  });
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of the series `name` whose labels include `labels` (0 when absent). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

test('only the token reads it: 401 without or with a wrong one; Prometheus text with it', async () => {
  expect((await t.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  expect((await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(401);
  const admin = await t.login('admin');
  expect((await t.request({ method: 'GET', url: '/metrics' }, admin)).statusCode).toBe(401);
  const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.body).toContain('# TYPE mv_http_requests_total counter');
});

test('requests by route pattern and status, durations, unknown paths as one series', async () => {
  const before = await scrape();
  const route = { method: 'GET', route: '/api/v1/health', status: '200' };
  for (let i = 0; i < 3; i += 1) await t.request({ method: 'GET', url: '/api/v1/health' });
  await t.request({ method: 'GET', url: '/api/v1/no-such-thing-1' });
  await t.request({ method: 'GET', url: '/api/v1/no-such-thing-2' });
  const after = await scrape();
  expect(value(after, 'mv_http_requests_total', route) - value(before, 'mv_http_requests_total', route)).toBe(3);
  expect(value(after, 'mv_http_request_duration_seconds_count', route) - value(before, 'mv_http_request_duration_seconds_count', route)).toBe(3);
  const unmatched = { route: 'unmatched', status: '404' };
  expect(value(after, 'mv_http_requests_total', unmatched) - value(before, 'mv_http_requests_total', unmatched)).toBe(2);
  expect(after).not.toContain('no-such-thing');
});

test('sign-in failures and lockouts by portal', async () => {
  const before = await scrape();
  const { path, email } = credentials.customer;
  const statuses = [];
  for (let i = 0; i < 3; i += 1) statuses.push((await t.request({ method: 'POST', url: path, payload: { email, password: 'wrong-password' } })).statusCode);
  expect(statuses).toEqual([403, 403, 429]);
  const after = await scrape();
  const customer = { portal: 'customer' };
  expect(value(after, 'mv_sign_in_failures_total', customer) - value(before, 'mv_sign_in_failures_total', customer)).toBe(2);
  expect(value(after, 'mv_sign_in_lockouts_total', customer) - value(before, 'mv_sign_in_lockouts_total', customer)).toBe(1);
});

test('database statements, open event streams, admission, and the process', async () => {
  const before = await scrape();
  const admin = await t.login('admin');
  await t.request({ method: 'GET', url: '/api/v1/atolls' }, admin);
  eventStreamsOpen.inc();
  const after = await scrape();
  eventStreamsOpen.dec();
  expect(value(after, 'mv_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(
    value(before, 'mv_db_query_duration_seconds_count', { outcome: 'ok' }),
  );
  expect(value(after, 'mv_event_streams_open') - value(before, 'mv_event_streams_open')).toBe(1);
  expect(after).toContain('mv_admission_requests{state="in_flight"}');
  expect(after).toContain('mv_admission_refused_total 0');
  expect(value(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  expect(after).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
  if (t.db.kind === 'postgres') expect(value(after, 'mv_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
});

test('on its own port, without a token; anything else there is 404', async () => {
  const server = await startMetricsServer(0, '127.0.0.1');
  try {
    const base = `http://127.0.0.1:${metricsPort(server)}`;
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('mv_http_requests_total');
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(404);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('without METRICS_TOKEN the API port does not serve it', async () => {
  const plain = await startTestApp({ db: t.db });
  try {
    expect((await plain.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});
