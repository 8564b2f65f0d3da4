import { calls, toFastifyPath } from '../contract';
import { domains } from '../domains';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Every call declared in shared-api's contract has a route (issue 14): a declared call nobody
 * serves is a client function that can only fail, and nothing else notices it. Each call belongs
 * to one domain (its descriptor's `calls`, issue 12), so a missing route is reported by domain.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const names = Object.keys(calls) as Array<keyof typeof calls>;
const owners = (name: keyof typeof calls) => domains.filter((domain) => Object.values(domain.calls).includes(calls[name])).map((d) => d.name);

test('every declared contract call belongs to exactly one domain', () => {
  expect(names.length).toBeGreaterThan(100);
  expect(names.filter((name) => owners(name).length !== 1).map((name) => `${name}: ${owners(name).join(', ') || 'no domain'}`)).toEqual([]);
});

test('every declared contract call has a route, reported by domain', () => {
  const served = new Set(t.app.routeCatalog.map((r) => `${r.method} ${r.url}`));
  const unserved = domains
    .map(
      (domain) =>
        [
          domain.name,
          Object.entries(domain.calls)
            .filter(([, def]) => !served.has(`${def.method} /api/v1${toFastifyPath(def.path)}`))
            .map(([name]) => name),
        ] as const,
    )
    .filter(([, missing]) => missing.length);
  expect(Object.fromEntries(unserved)).toEqual({});
});
