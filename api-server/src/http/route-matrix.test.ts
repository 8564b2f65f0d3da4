import type { InjectOptions } from 'fastify';
import { startTestApp, type RoleName, type Session, type TestApp } from '../testing/test-app';
import { everyone, login, signedIn, type Caller, type Rows } from '../testing/route-matrix';
import { locationRows } from '../locations/route-matrix-rows';
import { userRows } from '../users/route-matrix-rows';
import { catalogRows } from '../catalog/route-matrix-rows';
import { jobRows } from '../jobs/route-matrix-rows';
import { documentRows } from '../documents/route-matrix-rows';
import { deliveryRows } from '../delivery/route-matrix-rows';
import { ticketRows } from '../tickets/route-matrix-rows';
import { onboardingRows } from '../onboarding/route-matrix-rows';
import { applicationRows } from '../applications/route-matrix-rows';
import { billingRows } from '../billing/route-matrix-rows';

/**
 * Every registered route x every caller -> the expected status. A route without a row fails the
 * suite, so a new route cannot ship without deciding who may call it. Requests are valid, so
 * permitted callers get a 2xx. Domains add their rows in `<domain>/route-matrix-rows.ts`.
 */
const coreRows: Rows = {
  'OPTIONS *': {
    url: '/api/v1/atolls',
    headers: () => ({ origin: 'http://localhost:3000', 'access-control-request-method': 'GET' }),
    expect: everyone(204),
  },
  'GET /api/docs': { expect: everyone(302) },
  'GET /api/docs/openapi.json': { expect: everyone(200) },

  'POST /api/v1/login/admin': { payload: login('admin'), expect: everyone(200) },
  'POST /api/v1/login/customer': { payload: login('customer'), expect: everyone(200) },
  'POST /api/v1/login/vendor': { payload: login('provider'), expect: everyone(200) },
  'POST /api/v1/logout': { fresh: true, expect: signedIn(200) },
  'GET /api/v1/me': { expect: signedIn(200) },
  'POST /api/v1/is-authenticated': { payload: { type: 'ADMIN' }, expect: everyone(200) },
  'POST /api/v1/refresh': {
    fresh: true,
    headers: (s): Record<string, string> => (s ? { 'x-refresh-token': `Bearer ${s.refresh_token}` } : {}),
    expect: { none: 403, customer: 200, provider: 200, admin: 200 },
  },

};

const matrix: Rows = { ...coreRows, ...locationRows, ...userRows, ...catalogRows, ...jobRows, ...documentRows, ...deliveryRows, ...ticketRows, ...onboardingRows, ...applicationRows, ...billingRows };

let t: TestApp;
const sessions: Partial<Record<RoleName, Session>> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['admin', 'customer', 'provider'] as const) sessions[role] = await t.login(role);
});
afterAll(() => t.close());

test('every registered route has a row in the matrix, and every row a route', () => {
  const registered = t.app.routeCatalog.map((r) => `${r.method} ${r.url}`).sort();
  expect(registered.filter((route) => !(route in matrix))).toEqual([]);
  expect(Object.keys(matrix).filter((route) => !registered.includes(route))).toEqual([]);
});

let counter = 0;
const callers: Caller[] = ['none', 'customer', 'provider', 'admin'];

describe.each(Object.entries(matrix))('%s', (route, row) => {
  test.each(callers)('as %s', async (caller) => {
    const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
    const session = caller === 'none' ? undefined : row.fresh ? await t.login(caller) : sessions[caller];
    const payload = typeof row.payload === 'function' ? row.payload(++counter) : row.payload;
    const res = await t.request({ method, url: row.url ?? pattern, payload: payload as InjectOptions['payload'], headers: row.headers?.(session) }, session);
    expect({ route, caller, status: res.statusCode }).toEqual({ route, caller, status: row.expect[caller] });
  });
});
