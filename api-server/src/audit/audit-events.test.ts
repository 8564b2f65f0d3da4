import { calls } from '../contract';
import { multipartPng } from '../documents/route-matrix-rows';
import { contractData, issuesByField } from '../testing/expect-contract';
import { bearer, credentials, type Session, startTestApp, type TestApp } from '../testing/test-app';
import { multipartForm, PNG } from '../tickets/test-form';

let now = Date.parse('2026-11-20T08:00:00.000Z');
let t: TestApp;
let admin: Session;
let adminId: number;
let customerId: number;

beforeAll(async () => {
  t = await startTestApp({ clock: () => now });
  admin = await t.login('admin');
  const ids = await t.db.query<{ id: number; email: string }>('select id, email from users where email = any($1)', [
    [credentials.admin.email, credentials.customer.email],
  ]);
  adminId = ids.find((u) => u.email === credentials.admin.email)!.id;
  customerId = ids.find((u) => u.email === credentials.customer.email)!.id;
});
afterAll(() => t.close());

interface Stored {
  id: string;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  operation: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}
const lastId = async () => Number((await t.db.query<{ id: string | null }>('select max(id)::text as id from audit_events'))[0]!.id ?? 0);
const eventsAfter = (id: number) => t.db.query<Stored>('select * from audit_events where id > $1 order by id', [id]);
const list = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/v1/audit-events?${query}` }, admin);
  expect(res.statusCode).toBe(200);
  return contractData(calls.listAuditEvents, res);
};
const post = (url: string, payload: object, session?: Session) => t.request({ method: 'POST', url: `/api/v1${url}`, payload }, session);

describe('sign-in and sign-out', () => {
  test('a sign-in names the user and the session it started; the sign-out names the same session', async () => {
    const before = await lastId();
    const res = await post('/login/customer', { email: 'Customer@Example.com', password: credentials.customer.password });
    expect(res.statusCode).toBe(200);
    const session = contractData(calls.loginCustomer, res);
    await t.request({ method: 'POST', url: '/api/v1/logout' }, session);
    const [signIn, signOut] = await eventsAfter(before);
    expect(signIn).toMatchObject({ actor_id: customerId, actor_email: 'Customer@Example.com', action: 'sign-in', entity_type: 'session', changes: {} });
    expect(signIn!.entity_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(signOut).toMatchObject({ actor_id: customerId, action: 'sign-out', entity_type: 'session', entity_id: signIn!.entity_id });
  });

  test.each([
    ['a wrong password', '/login/admin', credentials.admin.email, 'not-the-password'],
    ['an unknown e-mail', '/login/admin', 'nobody@example.com', 'whatever-1'],
    ['the wrong sign-in page', '/login/admin', credentials.customer.email, credentials.customer.password],
  ])('a refused sign-in (%s) is recorded without an actor, with the e-mail tried', async (_, url, email, password) => {
    const before = await lastId();
    expect((await post(url, { email, password })).statusCode).toBe(403);
    expect(await eventsAfter(before)).toEqual([
      expect.objectContaining({
        actor_id: null,
        actor_email: email,
        action: 'sign-in-refused',
        entity_type: 'session',
        entity_id: null,
        operation: 'loginAdmin',
        changes: {},
      }),
    ]);
  });

  test('rate-limited attempts (429) and malformed ones (400) are not recorded', async () => {
    const limited = await startTestApp({
      db: t.db,
      clock: () => now,
      config: { login: { maxFailuresPerAccount: 1, maxFailuresPerIp: 50, windowSeconds: 900 } },
    });
    try {
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: '/api/v1/login/admin', payload: { email: 'limited@example.com', password: 'wrong-one' } });
      expect((await attempt()).statusCode).toBe(403);
      const before = await lastId();
      expect((await attempt()).statusCode).toBe(429);
      expect((await post('/login/admin', { email: 'not-an-email', password: 'x' })).statusCode).toBe(400);
      expect(await eventsAfter(before)).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});

describe('changes', () => {
  test('an update records only the fields it changed, before and after', async () => {
    const before = await lastId();
    const res = await t.request({ method: 'PATCH', url: '/api/v1/atoll/update/2', payload: { province: 'Audit Province' } }, admin);
    expect(res.statusCode).toBe(200);
    const [event] = await eventsAfter(before);
    expect(event).toMatchObject({ actor_id: adminId, action: 'update', entity_type: 'atoll', entity_id: '2' });
    expect(event!.changes.province).toEqual({ before: expect.not.stringMatching(/^Audit Province$/), after: 'Audit Province' });
    expect(Object.keys(event!.changes).sort()).toEqual(['province', 'updated_at']);
  });

  test('a write the handler refuses (409) leaves no event and no change', async () => {
    const [atoll] = await t.db.query<{ code: string }>('select code from atolls where id = 1');
    const before = await lastId();
    const res = await t.request({ method: 'PATCH', url: '/api/v1/atoll/update/2', payload: { code: atoll!.code } }, admin);
    expect(res.statusCode).toBe(409);
    expect(await eventsAfter(before)).toEqual([]);
  });

  test('the event is part of the write: when it cannot be stored, the write is undone too', async () => {
    await t.db.exec(`create function audit_events_probe_fail() returns trigger language plpgsql as $$ begin raise exception 'probe: the audit store is down'; end $$;
      create trigger audit_events_probe before insert on audit_events for each row when (new.operation = 'createAtoll') execute function audit_events_probe_fail();`);
    try {
      const res = await t.request({ method: 'POST', url: '/api/v1/atoll/create', payload: { name: 'Unrecorded Atoll', code: 'UNREC' } }, admin);
      expect(res.statusCode).toBe(500);
      expect(await t.db.query("select id from atolls where code = 'UNREC'")).toEqual([]);
    } finally {
      await t.db.exec('drop trigger audit_events_probe on audit_events; drop function audit_events_probe_fail();');
    }
  });

  test('an upload of several files is one event naming every document', async () => {
    const before = await lastId();
    const form = multipartForm([
      { name: 'file', filename: 'a.png', type: 'image/png', data: PNG },
      { name: 'file', filename: 'b.png', type: 'image/png', data: PNG },
    ]);
    const res = await t.request({ method: 'POST', url: '/api/v1/document/asset/upload', ...form }, admin);
    expect(res.statusCode).toBe(201);
    const ids = contractData(calls.uploadAsset, res).map((d) => String(d.id));
    const events = await eventsAfter(before);
    expect(events).toEqual([expect.objectContaining({ action: 'upload', entity_type: 'document', entity_id: ids.join(',') })]);
    expect(Object.keys(events[0]!.changes)).toEqual(ids);
    expect(events[0]!.changes[ids[1]!]).toEqual({ before: null, after: expect.objectContaining({ file_original_name: 'b.png' }) });
    expect((await list(`entity_type=document&entity_id=${ids[1]}`)).items.map((e) => e.entity_id)).toEqual([ids.join(',')]);
  });
});

describe('secrets never reach the trail', () => {
  test('passwords, password hashes and tokens are redacted; a password change still shows', async () => {
    const created = 'Created-Secret-71';
    const changed = 'Changed-Secret-72';
    const before = await lastId();
    const res = await post(
      '/users',
      { type: 'CUSTOMER', name: 'Audit Secret', email: 'audit-secret@example.com', phone_number: '+9607000071', password: created },
      admin,
    );
    expect(res.statusCode).toBe(201);
    const user = contractData(calls.createUser, res);
    const put = await t.request(
      {
        method: 'PUT',
        url: `/api/v1/users/${user.id}`,
        payload: { type: 'CUSTOMER', name: 'Audit Secret', email: 'audit-secret@example.com', phone_number: '+9607000071', password: changed },
      },
      admin,
    );
    expect(put.statusCode).toBe(200);
    const signIn = await post('/login/customer', { email: 'audit-secret@example.com', password: changed });
    expect(signIn.statusCode).toBe(200);
    const session = contractData(calls.loginCustomer, signIn);
    expect((await post('/login/customer', { email: 'audit-secret@example.com', password: created })).statusCode).toBe(403);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh',
      headers: { ...bearer(session), 'x-refresh-token': `Bearer ${session.refresh_token}` },
    });
    expect(refreshed.statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/v1/logout' }, refreshed.json().data as Session);

    const [create, update] = (await eventsAfter(before)).filter((e) => e.entity_type === 'user');
    expect(create!.changes.password_hash).toEqual({ before: null, after: '[redacted]' });
    expect(update!.changes.password_hash).toEqual({ before: '[redacted]', after: '[redacted]' });

    const secrets = [
      created,
      changed,
      session.access_token,
      session.refresh_token,
      ...Object.values(refreshed.json().data as Session),
      ...(await t.db.query<{ s: string }>('select password_hash as s from users')).map((r) => r.s),
      ...(await t.db.query<{ s: string }>('select token_hash as s from refresh_tokens')).map((r) => r.s),
    ];
    const stored = (await t.db.query<{ text: string }>('select row_to_json(e)::text as text from audit_events e')).map((r) => r.text).join('\n');
    const served = (await t.request({ method: 'GET', url: '/api/v1/audit-events?unpaginated=true' }, admin)).body;
    expect(secrets.filter((s) => stored.includes(s) || served.includes(s))).toEqual([]);
    expect(stored).toContain('audit-secret@example.com');
  });
});

describe('GET /audit-events', () => {
  const start = Date.parse('2026-11-21T08:00:00.000Z');
  let created: Array<{ id: number; code: string }>;

  beforeAll(async () => {
    // Five events at known instants, one minute apart: three atoll writes by the admin, then a
    // customer's sign-in and a ticket message.
    created = [];
    now = start - 1000; // a fresh admin session (the clock jumped a day), just before the window
    admin = await t.login('admin');
    now = start;
    for (const code of ['AUD1', 'AUD2']) {
      const res = await post('/atoll/create', { name: `Audit Atoll ${code}`, code }, admin);
      created.push(contractData(calls.createAtoll, res));
      now += 60_000;
    }
    await t.request({ method: 'PATCH', url: `/api/v1/atoll/update/${created[0]!.id}`, payload: { name: 'Audit Atoll Renamed' } }, admin);
    now += 60_000;
    const customer = await t.login('customer');
    now += 60_000;
    await t.request({ method: 'POST', url: '/api/v1/document/asset/upload', ...multipartPng() }, customer);
    now += 60_000;
  });

  const window = `from=${new Date(start).toISOString()}`;

  test('newest first, each event with its actor as they are now', async () => {
    const page = await list(window);
    expect(page.items.map((e) => [e.operation, e.actor_id])).toEqual([
      ['uploadAsset', customerId],
      ['loginCustomer', customerId],
      ['updateAtoll', adminId],
      ['createAtoll', adminId],
      ['createAtoll', adminId],
    ]);
    expect(page.items[2]).toMatchObject({
      occurred_at: '2026-11-21T08:02:00.000Z',
      actor: { id: adminId, email: credentials.admin.email, type: 'ADMIN' },
      method: 'PATCH',
      route: '/api/v1/atoll/update/:atoll_id',
      action: 'update',
      entity_type: 'atoll',
      entity_id: String(created[0]!.id),
      changes: { name: { before: 'Audit Atoll AUD1', after: 'Audit Atoll Renamed' } },
    });
    expect(page.items[2]!.ip).toBe('127.0.0.1');
  });

  test('filters: actor, entity type and id, action', async () => {
    expect((await list(`${window}&actor_id=${customerId}`)).items.map((e) => e.operation)).toEqual(['uploadAsset', 'loginCustomer']);
    expect((await list(`entity_type=atoll&entity_id=${created[0]!.id}&${window}`)).items.map((e) => e.action)).toEqual(['update', 'create']);
    expect((await list(`${window}&entity_type=atoll&action=create`)).items.map((e) => e.entity_id)).toEqual([String(created[1]!.id), String(created[0]!.id)]);
    expect((await list(`${window}&entity_type=session&action=sign-in`)).pagination.total_items).toBe(1);
  });

  test('time range: from inclusive, to exclusive', async () => {
    const page = await list('from=2026-11-21T08:01:00.000Z&to=2026-11-21T08:03:00.000Z');
    expect(page.items.map((e) => e.occurred_at)).toEqual(['2026-11-21T08:02:00.000Z', '2026-11-21T08:01:00.000Z']);
    expect((await list('from=2026-11-21T13:01:00%2B05:00&to=2026-11-21T13:02:00%2B05:00')).items.map((e) => e.operation)).toEqual(['createAtoll']);
  });

  test('pages like the other admin lists', async () => {
    const first = await list(`${window}&size=2`);
    expect(first.items.map((e) => e.operation)).toEqual(['uploadAsset', 'loginCustomer']);
    expect(first.pagination).toEqual({ next_page: 2, previous_page: null, total_pages: 3, total_items: 5, record_count: 2, current_page: 1 });
    const last = await list(`${window}&size=2&page=3`);
    expect(last.items.map((e) => e.operation)).toEqual(['createAtoll']);
    expect(last.pagination).toEqual({ next_page: null, previous_page: 2, total_pages: 3, total_items: 5, record_count: 1, current_page: 3 });
    const beyond = await list(`${window}&size=2&page=9`);
    expect(beyond.pagination).toEqual({ next_page: null, previous_page: 3, total_pages: 3, total_items: 5, record_count: 0, current_page: 9 });
    const all = await list(`${window}&unpaginated=true`);
    expect(all.pagination).toEqual({ next_page: null, previous_page: null, total_pages: 1, total_items: 5, record_count: 5, current_page: 1 });
  });

  test('bad filters are a 400 on the parameter', async () => {
    const bad = async (query: string) => issuesByField(await t.request({ method: 'GET', url: `/api/v1/audit-events?${query}` }, admin));
    expect(await bad('from=2026-11-21T09:00:00Z&to=2026-11-21T08:00:00Z')).toEqual({ to: ['The end must not be before the start'] });
    expect(Object.keys(await bad('from=yesterday'))).toEqual(['from']);
    expect(Object.keys(await bad('entity_type=planet'))).toEqual(['entity_type']);
    expect(Object.keys(await bad('actor_id=abc'))).toEqual(['actor_id']);
  });

  test('unpaginated answers at most 500 events', async () => {
    await t.db.query(
      `insert into audit_events (occurred_at, actor_id, ip, method, route, operation, action, entity_type, entity_id)
       select '2026-01-01T00:00:00Z', null, null, 'POST', '/probe', 'probe', 'create', 'island', n::text from generate_series(1, 501) n`,
    );
    const res = await t.request({ method: 'GET', url: '/api/v1/audit-events?entity_type=island&unpaginated=true' }, admin);
    expect(issuesByField(res)).toEqual({ unpaginated: ['Too many events to list at once: narrow the filters or use pages'] });
    expect((await list('entity_type=island&size=100&page=6')).pagination).toMatchObject({ total_items: 501, record_count: 1 });
  });
});

describe('append-only', () => {
  test.each([
    ['UPDATE', "update audit_events set ip = '10.0.0.1'"],
    ['DELETE', 'delete from audit_events'],
    ['TRUNCATE', 'truncate audit_events'],
  ])('%s is refused by the database', async (op, sql) => {
    const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from audit_events'))[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await expect(t.db.query(sql)).rejects.toThrow(`audit_events is append-only: ${op} refused`);
    expect(await count()).toBe(before);
  });

  test('no call changes the trail: /audit-events answers GET only', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect((await t.request({ method, url: '/api/v1/audit-events', payload: {} }, admin)).statusCode).toBe(404);
    }
    expect((await t.request({ method: 'DELETE', url: '/api/v1/audit-events/1' }, admin)).statusCode).toBe(404);
  });
});
