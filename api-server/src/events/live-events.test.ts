import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { credentials, type Session } from '../testing/test-app';
import { openTestStream, type SseEvent } from './live-test-client';
import { type LiveTestServer, startLiveTestServer } from './live-test-server';

/**
 * GET /api/v1/events end to end on a listening server over the real database (PGlite, and
 * PostgreSQL in the API_TESTS_ON_POSTGRES suite): the audit trail's trigger, the LISTEN, the
 * fan-out, replay, reset, sign-out, revocation and the slow client. Presence: presence.test.ts.
 */
let server: LiveTestServer;
let db: Db;
let app: FastifyInstance;
let base: string;
let offsetMs = 0;

beforeAll(async () => {
  server = await startLiveTestServer({ heartbeatMs: 300, maxBufferedBytes: 64 * 1024 }, () => offsetMs);
  ({ db, app, base } = server);
});
afterAll(() => server.close());

const call: LiveTestServer['call'] = (...args) => server.call(...args);
const login: LiveTestServer['login'] = (role) => server.login(role);
const userId = (email: string) => server.userId(email);
const isChange = (type: string, id: string | number) => (e: SseEvent) =>
  e.event === 'change' && (e.data as { type: string; id: string }).type === type && (e.data as { id: string }).id === String(id);
const renameAtoll = (session: Session, name: string) => call('PATCH', '/atoll/update/1', session, { name, code: 'HA' });
const newestAudit = async () => (await db.query<{ id: string }>('select max(id) as id from audit_events'))[0]!.id;

/** An audit row as a write appends it (the trigger under test fires on it). */
const insertAudit = (tx: Pick<Db, 'query'>, entityId: string) =>
  tx.query(
    `insert into audit_events (occurred_at, actor_id, method, route, operation, action, entity_type, entity_id)
     values (now(), null, 'PATCH', '/test', 'updateAtoll', 'update', 'atoll', $1)`,
    [entityId],
  );

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
    const stream = await openTestStream(base, admin.access_token, { 'accept-encoding': 'br, gzip', origin: 'http://localhost:3006' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('access-control-allow-origin')).toBe('http://localhost:3006');

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
    const insert = insertAudit;
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

  // PostgreSQL only: PGlite runs one transaction at a time, so nothing can commit beside an open one.
  (process.env.API_TESTS_ON_POSTGRES === '1' ? test : test.skip)('an event is published at commit, not at insert, in commit order', async () => {
    const admin = await login('admin');
    const stream = await openTestStream(base, admin.access_token);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const slow = db.transaction(async (tx) => {
      await insertAudit(tx, '990003');
      inserted();
      await held;
    });
    await insertedYet;
    await insertAudit(db, '990004');
    const later = await stream.next(isChange('atoll', '990004'));
    expect(stream.events.filter(isChange('atoll', '990003'))).toEqual([]);
    release();
    await slow;
    const first = await stream.next(isChange('atoll', '990003'));
    // Its seq is the lower one (taken at insert), yet it comes after: clients dedupe by seq, not order.
    expect(Number(first.id)).toBeLessThan(Number(later.id));
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
    const req = http.get(`${base}/events`, { headers: { authorization: `Bearer ${admin.access_token}` } }, (res) => {
      res.pause(); // reads nothing more: the server's buffers fill
    });
    req.on('error', () => undefined);
    try {
      await until(() => app.liveEvents.openStreams() === before + 1);
      // Change notifications of about 4 KB, 2,000 (8 MB) at a time, until the server drops the
      // stream: loopback's socket buffers hold tens of megabytes before the server's own buffer
      // grows (at once on PGlite, whose notifications come in one burst; later on PostgreSQL,
      // whose come over a socket while the first ones drain). The client, paused, may never see
      // the end: the server's count of open streams is what shows the drop.
      for (let batch = 0; app.liveEvents.openStreams() > before && batch < 25; batch += 1) {
        await db.query(
          `select pg_notify('mv_changes', json_build_object('seq', 900000000 + $1::int * 2000 + g, 'type', 'atoll', 'id', repeat('1', 4000),
            'action', 'update', 'actor_id', null, 'version', null, 'at', now(), 'aud', '{}'::int[])::text) from generate_series(1, 2000) g`,
          [batch],
        );
        await new Promise((resolve) => setImmediate(resolve));
      }
      await until(() => app.liveEvents.openStreams() === before);
    } finally {
      req.destroy();
    }
  });
});
