import { calls, toFastifyPath } from '../contract';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Every call declared in shared-api's contract has a route (issue 14): a declared call nobody
 * serves is a client function that can only fail, and nothing else notices it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test('every declared contract call has a route', () => {
  const served = new Set(t.app.routeCatalog.map((r) => `${r.method} ${r.url}`));
  const names = Object.keys(calls) as Array<keyof typeof calls>;
  expect(names.length).toBeGreaterThan(100);
  const unserved = names.filter((name) => !served.has(`${calls[name].method} /api/v1${toFastifyPath(calls[name].path)}`));
  expect(unserved).toEqual([]);
});
