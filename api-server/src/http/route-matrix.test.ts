import type { InjectOptions } from 'fastify';
import { startTestApp, type RoleName, type Session, type TestApp } from '../testing/test-app';
import { type Caller, routeOf, rowUrl } from '../testing/route-matrix';
import { routeMatrix as matrix } from './route-matrix-rows';

/** Every registered route x every caller -> the expected status (rows: route-matrix-rows.ts). */
let t: TestApp;
const sessions: Partial<Record<RoleName, Session>> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['admin', 'customer', 'provider'] as const) sessions[role] = await t.login(role);
});
afterAll(() => t.close());

test('every registered route has a row in the matrix, and every row a route', () => {
  const registered = t.app.routeCatalog.map((r) => `${r.method} ${r.url}`).sort();
  const rows = new Set(Object.keys(matrix).map(routeOf));
  expect(registered.filter((route) => !rows.has(route))).toEqual([]);
  expect(Object.keys(matrix).filter((key) => !registered.includes(routeOf(key)))).toEqual([]);
});

let counter = 0;
const callers: Caller[] = ['none', 'customer', 'provider', 'admin'];

describe.each(Object.entries(matrix))('%s', (route, row) => {
  test.each(callers)('as %s', async (caller) => {
    const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
    const session = caller === 'none' ? undefined : row.fresh ? await t.login(caller) : sessions[caller];
    const payload = typeof row.payload === 'function' ? await row.payload(++counter, t.db) : row.payload;
    const res = await t.request(
      {
        method,
        url: await rowUrl(row, pattern, t.db),
        payload: payload as InjectOptions['payload'],
        headers: row.headers?.(session),
        ...(row.stream ? { payloadAsStream: true } : {}),
      },
      session,
    );
    if (row.stream) res.stream().destroy();
    expect({ route, caller, status: res.statusCode }).toEqual({ route, caller, status: row.expect[caller] });
  });
});
