import { calls, toFastifyPath } from '../contract';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Every call declared in shared-api's contract has a route (issue 14): a declared call nobody
 * serves is a client function that can only fail. NOT_YET_SERVED names the calls still waiting;
 * it may only shrink, and a call served since must leave it (the second test fails otherwise).
 */
const NOT_YET_SERVED: readonly string[] = [
  // Providers and their public profiles (priority 4 of issue 14).
  'myProviderProfile', 'myPublicProfile', 'saveMyPublicProfile', 'publicProfile', 'offering', 'searchProviders', 'providerSearchSuggestions',
  // Job alerts.
  'listJobAlerts', 'markJobAlertsRead',
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const routeOf = (name: keyof typeof calls) => `${calls[name].method} /api/v1${toFastifyPath(calls[name].path)}`;

test('every declared contract call has a route', () => {
  const served = new Set(t.app.routeCatalog.map((r) => `${r.method} ${r.url}`));
  const names = Object.keys(calls) as Array<keyof typeof calls>;
  expect(names.length).toBeGreaterThan(100);
  const unserved = names.filter((name) => !served.has(routeOf(name)));
  expect(unserved.filter((name) => !NOT_YET_SERVED.includes(name))).toEqual([]);
});

test('the not-yet-served list names only declared calls that are still unserved', () => {
  const served = new Set(t.app.routeCatalog.map((r) => `${r.method} ${r.url}`));
  const stale = NOT_YET_SERVED.filter((name) => !(name in calls) || served.has(routeOf(name as keyof typeof calls)));
  expect(stale).toEqual([]);
});
