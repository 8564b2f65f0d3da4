import type { Db } from '../db/db';
import { DEMO_ADMIN } from '../seed/seed-plan';
import { createTestPostgres } from '../testing/test-db';
import { type ApiProcess, startApiProcess, stopApiProcess as stop } from '../testing/api-process';
import { openTestStream, type SseEvent } from './live-test-client';

/**
 * Two API processes on one PostgreSQL database: a write, a presence report and a sign-out made
 * through one reach the streams open on the other (NOTIFY, one LISTEN per process). PostgreSQL
 * suite only (API_TESTS_ON_POSTGRES=1): PGlite is one process per data dir.
 */
const onPostgres = process.env.API_TESTS_ON_POSTGRES === '1' && Boolean(process.env.TEST_DATABASE_URL);
const suite = onPostgres ? describe : describe.skip;

/** `src/main.ts` in a process of its own on the database at `url`. */
const startApi = (url: string) => startApiProcess({ DATABASE_URL: url });

async function send(api: ApiProcess, method: string, route: string, token?: string, body?: unknown) {
  const res = await fetch(`${api.url}${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: ((await res.json()) as { data: Record<string, unknown> }).data };
}

suite('live events across two API processes on one PostgreSQL database', () => {
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

  test('a write through one process reaches a stream on the other, and so do presence and sign-out', async () => {
    const signIn = await send(a, 'POST', '/login/admin', undefined, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const token = signIn.data.access_token as string;
    const onB = await openTestStream(b.url, token);
    expect(onB.status).toBe(200);

    expect((await send(a, 'PATCH', '/atoll/update/1', token, { name: 'Haa Alif (process A)', code: 'HA' })).status).toBe(200);
    const change = await onB.next((e: SseEvent) => e.event === 'change' && (e.data as { type: string }).type === 'atoll');
    const [row] = await db.query<{ id: string }>("select max(id) as id from audit_events where entity_type = 'atoll'");
    expect(change.id).toBe(String(row!.id));

    expect((await send(a, 'POST', '/presence', token, { type: 'job', id: '7', state: 'viewing' })).status).toBe(200);
    await onB.next(
      (e) => e.event === 'presence' && (e.data as { id: string; viewers: unknown[] }).id === '7' && (e.data as { viewers: unknown[] }).viewers.length === 1,
    );

    expect((await send(a, 'POST', '/logout', token)).status).toBe(200);
    expect((await onB.next((e) => e.event === 'bye')).data).toEqual({ reason: 'signed-out' });
    await onB.closed();
  });
});
