import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../app';
import { calls } from '../contract';
import { dropAllTables, seed } from '../seed/seed';
import { DEMO_ADMIN } from '../seed/seed-plan';
import { contractData, issuesByField } from '../testing/expect-contract';
import { testConfig, testScrypt } from '../testing/test-config';
import type { Db } from './db';
import { Client } from 'pg';
import { migrate } from './migrate';
import { openPostgres } from './postgres-db';

/**
 * The same SQL on a real PostgreSQL. Runs only when TEST_DATABASE_URL names a throw-away
 * database (its API tables are dropped); see docs/api-development.md.
 */
const url = process.env.TEST_DATABASE_URL;
const suite = url ? describe : describe.skip;

suite('on PostgreSQL (TEST_DATABASE_URL)', () => {
  let db: Db;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    db = openPostgres(url!);
    await dropAllTables(db);
    // Every migration file applies on a real PostgreSQL.
    expect(await migrate(db)).toHaveLength(readdirSync(join(__dirname, 'migrations')).filter((f) => f.endsWith('.sql')).length);
    await seed(db, { admin: { ...DEMO_ADMIN }, demo: true }, testScrypt);
    app = await buildApp({ db, config: testConfig({ databaseUrl: url }), logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  test('sign in, list, create, duplicates, references, rotation and reuse', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/v1/login/admin', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    const session = contractData(calls.loginAdmin, login);
    const auth = { authorization: `Bearer ${session.access_token}` };

    const page = contractData(calls.listIslands, await app.inject({ method: 'GET', url: '/api/v1/islands?page=10&search=', headers: auth }));
    expect(page.pagination).toMatchObject({ total_items: 183, record_count: 3, next_page: null, previous_page: 9 });
    const beyond = contractData(calls.listIslands, await app.inject({ method: 'GET', url: '/api/v1/islands?page=99', headers: auth }));
    expect(beyond.pagination).toMatchObject({ total_items: 183, previous_page: 10 });

    const duplicate = await app.inject({ method: 'POST', url: '/api/v1/atoll/create', headers: auth, payload: { name: 'Dup', code: 'mle' } });
    expect(duplicate.statusCode).toBe(409);
    expect(issuesByField(duplicate)).toEqual({ code: ['Another atoll already uses this code'] });
    const lost = await app.inject({ method: 'POST', url: '/api/v1/island/create', headers: auth, payload: { name: 'Lost', atoll_id: 99999 } });
    expect(issuesByField(lost)).toEqual({ atoll_id: ['The selected atoll does not exist'] });

    const place = await app.inject({
      method: 'POST',
      url: '/api/v1/business-location',
      headers: auth,
      payload: { name: 'PG Place', type: 'Office', road: 'Sosun Magu', island_id: 1 },
    });
    expect(place.statusCode).toBe(201);
    expect(contractData(calls.createBusinessLocation, place).createdBy).toMatchObject({ email: DEMO_ADMIN.email });
    const options = contractData(calls.atollIslandSelect, await app.inject({ method: 'GET', url: '/api/v1/atoll-island/select', headers: auth }));
    expect(options).toHaveLength(21);

    const refresh = (pair: { access_token: string; refresh_token: string }) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/refresh',
        headers: { authorization: `Bearer ${pair.access_token}`, 'x-refresh-token': `Bearer ${pair.refresh_token}` },
      });
    const next = contractData(calls.refresh, await refresh(session));
    // Back at once from its own session: the grace period refuses it and keeps the session.
    expect((await refresh({ ...next, refresh_token: session.refresh_token })).statusCode).toBe(409);
    const third = contractData(calls.refresh, await refresh(next));
    // Older than the last rotation: reuse, the session is revoked.
    expect((await refresh({ ...third, refresh_token: session.refresh_token })).statusCode).toBe(403);
    expect((await refresh(third)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${third.access_token}` } })).statusCode).toBe(401);
  });

  test('a pooled connection the database ends while idle is dropped: the process keeps running and the next call works', async () => {
    const pool = openPostgres(url!);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const admin = new Client({ connectionString: url });
    try {
      const [{ pid }] = (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')) as [{ pid: number }];
      await admin.connect();
      // The connection is idle in the pool now, as after a burst of calls; the database ends it
      // (a restart or a failover does the same). Without the pool's error listener this ended the process.
      const reported = new Promise<string>((resolve) => logged.mockImplementation((message: string) => resolve(message)));
      expect((await admin.query<{ ok: boolean }>('select pg_terminate_backend($1) as ok', [pid])).rows[0]?.ok).toBe(true);
      expect(await reported).toMatch(/PostgreSQL closed an idle pooled connection \(57P01\)/);
      const [{ again }] = (await pool.query<{ again: number }>('select pg_backend_pid() as again')) as [{ again: number }];
      expect(again).not.toBe(pid);
    } finally {
      logged.mockRestore();
      await admin.end();
      await pool.close();
    }
    // Without the listener the unhandled error fails the test only once the log never comes.
  }, 15_000);
});
