import type { InjectOptions } from 'fastify';
import { credentials, type RoleName, type Session, startTestApp, type TestApp } from '../testing/test-app';

/**
 * Every registered route x every caller -> the expected status (ASVS 5 §8: authorization is
 * tested per route). A route without a row here fails the suite, so a new route cannot ship
 * without deciding who may call it. Requests are valid, so permitted callers get a 2xx.
 */
type Caller = 'none' | RoleName;
type Expect = Record<Caller, number>;

interface Row {
  expect: Expect;
  /** Concrete URL when the route has parameters. */
  url?: string;
  /** Body; a function gets a counter so repeated creates stay unique. */
  payload?: unknown | ((n: number) => unknown);
  headers?: (session: Session | undefined) => Record<string, string>;
  /** Sign in anew for this request: the call ends or rotates the session. */
  fresh?: boolean;
}

const everyone = (status: number): Expect => ({ none: status, customer: status, provider: status, admin: status });
const signedIn = (status: number): Expect => ({ none: 401, customer: status, provider: status, admin: status });
const adminOnly = (status: number): Expect => ({ none: 401, customer: 403, provider: 403, admin: status });
const login = (role: RoleName) => ({ email: credentials[role].email, password: credentials[role].password });

const matrix: Record<string, Row> = {
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

  'GET /api/v1/atolls': { expect: adminOnly(200) },
  'POST /api/v1/atoll/create': { payload: (n: number) => ({ name: `Matrix Atoll ${n}`, code: `MX${n}` }), expect: adminOnly(201) },
  'PATCH /api/v1/atoll/update/:atoll_id': { url: '/api/v1/atoll/update/1', payload: { province: 'Upper North' }, expect: adminOnly(200) },
  'GET /api/v1/islands': { url: '/api/v1/islands?page=2', expect: adminOnly(200) },
  'POST /api/v1/island/create': { payload: (n: number) => ({ name: `Matrix Island ${n}`, atoll_id: 1 }), expect: adminOnly(201) },
  'PATCH /api/v1/island/update/:island_id': { url: '/api/v1/island/update/1', payload: { active: true }, expect: adminOnly(200) },
  'GET /api/v1/atoll-island/select': { expect: adminOnly(200) },
  'GET /api/v1/business-locations': { expect: adminOnly(200) },
  'POST /api/v1/business-location': {
    payload: (n: number) => ({ name: `Matrix Place ${n}`, type: 'Office', road: 'Matrix Road', island_id: 1 }),
    expect: adminOnly(201),
  },
  'PATCH /api/v1/business-location/:business_location_id': { url: '/api/v1/business-location/1', payload: { road: 'Majeedhee Magu' }, expect: adminOnly(200) },
  'GET /api/v1/business-location/select': { expect: adminOnly(200) },
  'GET /api/v1/job/config/:slug': { url: '/api/v1/job/config/job-delivery-item-type', expect: adminOnly(200) },
};

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
