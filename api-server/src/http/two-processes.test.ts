import type { Db } from '../db/db';
import { DEMO_ADMIN } from '../seed/seed-plan';
import { createTestPostgres } from '../testing/test-db';
import { type ApiProcess, startApiProcess, stopApiProcess as stop } from '../testing/api-process';

/**
 * Two API processes on one PostgreSQL database, as a scaled-out deployment runs them (issue 15):
 * what one process decides about sessions and sign-in attempts holds in the other. PostgreSQL
 * suite only (API_TESTS_ON_POSTGRES=1): PGlite is one process per data dir.
 */
const onPostgres = process.env.API_TESTS_ON_POSTGRES === '1' && Boolean(process.env.TEST_DATABASE_URL);
const suite = onPostgres ? describe : describe.skip;

/** `src/main.ts` in a process of its own on the database at `url`. */
const startApi = (url: string) => startApiProcess({ DATABASE_URL: url, LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });

/** Reads until it gives `want` (every 100 ms, for at most 10 s), and returns the last reading. */
async function eventually<T>(read: () => Promise<T>, want: T): Promise<T> {
  const deadline = Date.now() + 10_000;
  let last = await read();
  while (last !== want && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  return last;
}

const signIn = (api: ApiProcess, password: string) =>
  fetch(`${api.url}/login/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password }),
  });
const get = (api: ApiProcess, path: string, token: string) => fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

suite('two API processes on one PostgreSQL database', () => {
  let db: Db;
  let a: ApiProcess;
  let b: ApiProcess;
  beforeAll(async () => {
    const database = (await createTestPostgres())!;
    db = database.db;
    [a, b] = await Promise.all([startApi(database.url), startApi(database.url)]);
  });
  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await db?.close();
  });

  test('a session started on one works on the other; a refresh on the other rotates it; a sign-out on one ends it on the other at once', async () => {
    const login = await signIn(a, DEMO_ADMIN.password);
    expect(login.status).toBe(200);
    const { access_token, refresh_token } = (await login.json()).data as { access_token: string; refresh_token: string };
    expect((await get(b, '/me', access_token)).status).toBe(200);

    const refreshed = await fetch(`${b.url}/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'x-refresh-token': `Bearer ${refresh_token}` },
    });
    expect(refreshed.status).toBe(200);
    const pair = (await refreshed.json()).data as { access_token: string };
    expect((await get(a, '/me', pair.access_token)).status).toBe(200);

    expect((await fetch(`${a.url}/logout`, { method: 'POST', headers: { authorization: `Bearer ${pair.access_token}` } })).status).toBe(200);
    expect((await get(a, '/me', pair.access_token)).status).toBe(401);
    // The other process confirmed the session a moment ago and may trust that for up to
    // LIVE_SESSION_CACHE_MS (2 s, docs/security.md): it refuses the token once that has run out.
    expect(await eventually(async () => (await get(b, '/me', pair.access_token)).status, 401)).toBe(401);
  });

  test('a write through one process changes the search total the other has kept (085_data_versions)', async () => {
    const { access_token } = (await (await signIn(a, DEMO_ADMIN.password)).json()).data as { access_token: string };
    const total = async (api: ApiProcess) => {
      const res = await get(api, '/users?search=two-process&size=1', access_token);
      expect(res.status).toBe(200);
      return ((await res.json()).data as { pagination: { total_items: number } }).pagination.total_items;
    };
    const create = (api: ApiProcess, n: number) =>
      fetch(`${api.url}/users`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'CUSTOMER',
          name: `Two-process ${n}`,
          email: `two-process${n}@example.com`,
          phone_number: `+960700010${n}`,
          password: 'secret1',
        }),
      });
    expect((await create(b, 1)).status).toBe(201);
    expect(await total(a)).toBe(1);
    expect(await total(a)).toBe(1); // kept by a
    expect((await create(b, 2)).status).toBe(201);
    expect(await total(a)).toBe(2);
    await db.query(`delete from users where email = 'two-process1@example.com'`);
    expect(await total(a)).toBe(1);
    expect(await total(b)).toBe(1);
  });

  test('the sign-in limits count failures made on either process (3 per account here)', async () => {
    expect((await signIn(a, 'wrong-password-1')).status).toBe(403);
    expect((await signIn(b, 'wrong-password-2')).status).toBe(403);
    expect((await signIn(a, 'wrong-password-3')).status).toBe(403);
    // Three failures in all, none more than two on one process: both now refuse even the right password.
    for (const api of [b, a]) {
      const refused = await signIn(api, DEMO_ADMIN.password);
      expect(refused.status).toBe(429);
      expect((await refused.json()).title).toBe('Too many sign-in attempts');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
