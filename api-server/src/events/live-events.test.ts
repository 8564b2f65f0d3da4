import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../db/db';
import { createTestDb } from '../testing/test-db';
import { testConfig } from '../testing/test-config';
import { credentials, type RoleName, type Session } from '../testing/test-app';
import { openTestStream, type SseEvent } from './live-test-client';

/**
 * GET /api/v1/events end to end on a listening server over the real database (PGlite, and
 * PostgreSQL in the API_TESTS_ON_POSTGRES suite): the audit trail's trigger, the LISTEN, the
 * fan-out, replay, reset, sign-out, presence and the slow client.
 */
let db: Db;
let app: FastifyInstance;
let base: string;
let offsetMs = 0;

beforeAll(async () => {
  db = await createTestDb();
  app = await buildApp({
    db,
    config: testConfig(),
    logger: false,
    clock: () => Date.now() + offsetMs,
    live: { heartbeatMs: 300, presenceTtlMs: 1_500, maxBufferedBytes: 64 * 1024 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

async function call(method: string, path: string, session?: Session, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(session ? { authorization: `Bearer ${session.access_token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}

async function login(role: RoleName): Promise<Session> {
  const { path, email, password } = credentials[role];
  const res = await fetch(`${base}${path.replace('/api/v1', '')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: Session }).data;
}

const userId = async (email: string) => (await db.query<{ id: number }>('select id from users where email = $1', [email]))[0]!.id;
const isChange = (type: string, id: string | number) => (e: SseEvent) =>
  e.event === 'change' && (e.data as { type: string; id: string }).type === type && (e.data as { id: string }).id === String(id);
const renameAtoll = (session: Session, name: string) => call('PATCH', '/atoll/update/1', session, { name, code: 'HA' });
const newestAudit = async () => (await db.query<{ id: string }>('select max(id) as id from audit_events'))[0]!.id;

/** Waits for a condition, not for a time (every 25 ms, at most 10 s). */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('GET /api/v1/events', () => {
  test('an admin gets each committed write as a change event: the audit event by id, never its contents', async () => {
    const admin = await login('admin');
    const stream = await openTestStream(base, admin.access_token, { 'accept-encoding': 'br, gzip' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');

    expect((await renameAtoll(admin, 'Haa Alif live')).status).toBe(200);
    const event = await stream.next(isChange('atoll', 1));
    const [audit] = await db.query<{ id: string; actor_id: number; entity_version: string; occurred_at: Date }>(
      "select id, actor_id, entity_version, occurred_at from audit_events where entity_type = 'atoll' order by id desc limit 1",
    );
    expect(event.id).toBe(String(audit!.id));
    expect(event.data).toEqual({
      seq: Number(audit!.id),
      type: 'atoll',
      id: '1',
      action: 'update',
      actor_id: await userId(credentials.admin.email),
      version: audit!.entity_version === null ? null : Number(audit!.entity_version),
      at: new Date(audit!.occurred_at).toISOString(),
    });
    expect(JSON.stringify(event.data)).not.toContain('Haa Alif live');
    stream.close();
  });

  test('a rolled-back write publishes nothing; the next committed one arrives', async () => {
    const admin = await login('admin');
    const stream = await openTestStream(base, admin.access_token);
    const insert = (tx: Pick<Db, 'query'>, entityId: string) =>
      tx.query(
        `insert into audit_events (occurred_at, actor_id, method, route, operation, action, entity_type, entity_id)
         values (now(), null, 'PATCH', '/test', 'updateAtoll', 'update', 'atoll', $1)`,
        [entityId],
      );
    await expect(
      db.transaction(async (tx) => {
        await insert(tx, '990001');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await db.transaction((tx) => insert(tx, '990002'));
    await stream.next(isChange('atoll', '990002'));
    expect(stream.events.filter(isChange('atoll', '990001'))).toEqual([]);
    stream.close();
  });

  test('customers and providers get only the changes about their own records', async () => {
    const [admin, customer, provider] = [await login('admin'), await login('customer'), await login('provider')];
    const customerStream = await openTestStream(base, customer.access_token);
    const providerStream = await openTestStream(base, provider.access_token);
    const adminStream = await openTestStream(base, admin.access_token);
    await renameAtoll(admin, 'Haa Alif again');
    const [sub] = await db.query<{ id: number }>('select id from ticket_subcategories order by id limit 1');
    const created = await call('POST', '/tickets', admin, {
      description: 'A ticket raised for the customer',
      ticket_subcategory_id: sub!.id,
      created_by_user_id: await userId(credentials.customer.email),
    });
    expect(created.status).toBe(201);
    const ticketId = created.body.data.id as number;
    await adminStream.next(isChange('ticket', ticketId));
    // The customer's first change is its own ticket: the atoll before it was not sent.
    const first = await customerStream.next((e) => e.event === 'change');
    expect(first.data).toMatchObject({ type: 'ticket', id: String(ticketId), action: 'create' });
    // The provider got neither: a write of its own (signing out is not one) shows its stream is live.
    const [job] = await db.query<{ id: number }>('select id from jobs where service_provider_id = $1 limit 1', [await userId(credentials.provider.email)]);
    await db.transaction((tx) =>
      tx.query(
        `insert into audit_events (occurred_at, method, route, operation, action, entity_type, entity_id)
         values (now(), 'PATCH', '/test', 'jobWorkflowAction', 'update', 'job', $1)`,
        [String(job!.id)],
      ),
    );
    const providerFirst = await providerStream.next((e) => e.event === 'change');
    expect(providerFirst.data).toMatchObject({ type: 'job', id: String(job!.id) });
    expect(customerStream.events.filter((e) => e.event === 'change').map((e) => (e.data as { type: string }).type)).not.toContain('atoll');
    for (const s of [customerStream, providerStream, adminStream]) s.close();
  });

  test('resumes from Last-Event-ID with what it missed, and says reset when the gap is too old', async () => {
    const admin = await login('admin');
    await renameAtoll(admin, 'Before the gap');
    const seen = Number(await newestAudit());
    await renameAtoll(admin, 'In the gap 1');
    await renameAtoll(admin, 'In the gap 2');
    const missed = (await db.query<{ id: string }>("select id from audit_events where id > $1 and action <> 'sign-in' order by id", [seen])).map((r) =>
      String(r.id),
    );
    expect(missed.length).toBe(2);

    const resumed = await openTestStream(base, admin.access_token, { 'last-event-id': String(seen) });
    await resumed.next((e) => e.id === missed[1]);
    const ids = resumed.events.filter((e) => e.event === 'change').map((e) => e.id);
    expect(ids.filter((id) => Number(id) > seen)).toEqual(missed);
    expect(resumed.events.some((e) => e.event === 'reset')).toBe(false);
    resumed.close();

    offsetMs = 11 * 60_000;
    try {
      const tooOld = await openTestStream(base, admin.access_token, { 'last-event-id': String(seen) });
      const reset = await tooOld.next((e) => e.event === 'reset');
      expect(reset.data).toEqual({ seq: Number(await newestAudit()) });
      expect(tooOld.events.filter((e) => e.event === 'change')).toEqual([]);
      tooOld.close();
    } finally {
      offsetMs = 0;
    }
    const unknown = await openTestStream(base, admin.access_token, { 'last-event-id': String(Number(await newestAudit()) + 1000) });
    await unknown.next((e) => e.event === 'reset');
    unknown.close();
  });

  test('sends heartbeats, and signing out ends the stream with bye', async () => {
    const admin = await login('admin');
    const stream = await openTestStream(base, admin.access_token);
    await until(() => stream.comments >= 2);
    expect((await call('POST', '/logout', admin)).status).toBe(200);
    const bye = await stream.next((e) => e.event === 'bye');
    expect(bye.data).toEqual({ reason: 'signed-out' });
    expect(bye.retry).toBeGreaterThan(0);
    await stream.closed();
    expect((await openTestStream(base, admin.access_token)).status).toBe(401);
  });

  test('a session revoked without a sign-out (a reused refresh token) ends at the next heartbeat', async () => {
    const admin = await login('admin');
    const stream = await openTestStream(base, admin.access_token);
    await db.query(
      'update refresh_tokens set revoked_at = now() where revoked_at is null and family_id in (select family_id from refresh_tokens where token_hash is not null) and user_id = $1',
      [await userId(credentials.admin.email)],
    );
    expect((await stream.next((e) => e.event === 'bye')).data).toEqual({ reason: 'signed-out' });
  });

  test('a client that stops reading is dropped instead of buffered without bound', async () => {
    const admin = await login('admin');
    const before = app.liveEvents.openStreams();
    const socketClosed = new Promise<void>((resolve) => {
      const req = http.get(`${base}/events`, { headers: { authorization: `Bearer ${admin.access_token}` } }, (res) => {
        res.pause(); // reads nothing more: the server's buffers fill
        res.socket.on('close', () => resolve());
      });
      req.on('error', () => resolve());
    });
    await until(() => app.liveEvents.openStreams() === before + 1);
    // 20,000 change notifications of about 200 bytes: far more than the socket buffers hold.
    await db.query(
      `select pg_notify('mv_changes', json_build_object('seq', 900000000 + g, 'type', 'atoll', 'id', '1', 'action', 'update',
        'actor_id', null, 'version', null, 'at', now(), 'aud', '{}'::int[])::text) from generate_series(1, 20000) g`,
    );
    await socketClosed;
    await until(() => app.liveEvents.openStreams() === before);
  });
});

describe('POST /api/v1/presence', () => {
  test('admins see who else has a record open, typing, and gone on leaving or after the TTL', async () => {
    const [watcher, other] = [await login('admin'), await login('admin')];
    const stream = await openTestStream(base, watcher.access_token);
    const adminId = await userId(credentials.admin.email);
    const [{ name }] = (await db.query<{ name: string }>('select name from users where id = $1', [adminId])) as [{ name: string }];
    const isTicket = (viewers: number) => (e: SseEvent) =>
      e.event === 'presence' && (e.data as { id: string; viewers: unknown[] }).id === '42' && (e.data as { viewers: unknown[] }).viewers.length === viewers;

    const answer = await call('POST', '/presence', other, { type: 'ticket', id: '42', state: 'typing' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ type: 'ticket', id: '42', viewers: [{ user_id: adminId, name, state: 'typing' }] });
    const shown = stream.events.length;
    expect((await stream.next(isTicket(1))).data).toEqual(answer.body.data);

    await call('POST', '/presence', other, { type: 'ticket', id: '42', state: 'left' });
    await stream.next(isTicket(0), shown);

    // Without a renewal the report is gone after the TTL (1.5 s here, 25 s in production).
    await call('POST', '/presence', other, { type: 'ticket', id: '42', state: 'viewing' });
    const renewed = stream.events.length;
    await stream.next(isTicket(1), renewed);
    await stream.next(isTicket(0), renewed);

    expect(await db.query("select 1 from audit_events where operation = 'updatePresence'")).toEqual([]);
    stream.close();
  });

  test('a bad report lands on its field', async () => {
    const admin = await login('admin');
    const res = await call('POST', '/presence', admin, { type: 'ticket', id: 'x', state: 'viewing' });
    expect(res.status).toBe(400);
  });
});
