import type { InjectOptions } from 'fastify';
import { calls, type CallDef, toFastifyPath } from '../contract';
import { routeMatrix } from '../http/route-matrix-rows';
import { type Caller, routeOf, rowUrl } from '../testing/route-matrix';
import { credentials, startTestApp, type RoleName, type Session, type TestApp } from '../testing/test-app';
import { multipartForm } from '../tickets/test-form';
import { auditedOperations } from './audited-operations';

/**
 * Every write route of the route matrix (every row that is not a GET or the CORS preflight),
 * replayed as the matrix does: each success leaves exactly one audit event naming the caller,
 * the route and the record; each refusal (by role, by the handler, or by validation) leaves
 * none. New write routes join through their matrix rows, with nothing to add here.
 */

const API = '/api/v1';
const defOf = (route: string): [string, CallDef] | undefined =>
  Object.entries(calls as Record<string, CallDef>).find(([, def]) => `${def.method} ${API}${toFastifyPath(def.path)}` === routeOf(route));

const writeRoutes = Object.entries(routeMatrix).filter(([route]) => !/^(GET|OPTIONS) /.test(route));

interface EventRow {
  actor_id: number | null;
  actor_email: string | null;
  ip: string | null;
  method: string;
  route: string;
  operation: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  changes: Record<string, unknown>;
}

let t: TestApp;
const sessions: Partial<Record<RoleName, Session>> = {};
const userIds: Partial<Record<RoleName, number>> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['admin', 'customer', 'provider'] as const) {
    sessions[role] = await t.login(role);
    const [user] = await t.db.query<{ id: number }>('select id from users where lower(email) = lower($1)', [credentials[role].email]);
    userIds[role] = user!.id;
  }
});
afterAll(() => t.close());

const lastId = async () => Number((await t.db.query<{ id: string | null }>('select max(id)::text as id from audit_events'))[0]!.id ?? 0);
const eventsAfter = (id: number) => t.db.query<EventRow>('select * from audit_events where id > $1 order by id', [id]);

/** The request of a matrix row with one input made invalid, or undefined when the call takes no input. */
function invalidVariant(pattern: string, url: string, payload: unknown, headers: Record<string, string> | undefined): InjectOptions | undefined {
  const [path = '', search] = url.split('?');
  const segments = path.split('/');
  const param = pattern
    .split('?')[0]!
    .split('/')
    .findIndex((s) => s.startsWith(':'));
  if (param >= 0) {
    segments[param] = '0';
    return { url: segments.join('/') + (search ? `?${search}` : ''), payload: payload as InjectOptions['payload'], headers };
  }
  if (search) {
    const query = new URLSearchParams(search);
    for (const key of [...query.keys()]) query.set(key, '0');
    return { url: `${path}?${query}`, payload: payload as InjectOptions['payload'], headers };
  }
  if (Buffer.isBuffer(payload)) return { url: path, ...multipartForm([{ name: 'unexpected_field', value: 'x' }]) };
  if (payload && typeof payload === 'object') return { url: path, payload: { ...payload, unexpected_field: true }, headers };
  return undefined;
}

test('the matrix has write routes, each of them a contract call with an audit declaration', () => {
  expect(writeRoutes.length).toBeGreaterThan(0);
  for (const [route] of writeRoutes) {
    const [name] = defOf(route) ?? [];
    expect({ route, declared: name !== undefined && name in auditedOperations }).toEqual({ route, declared: true });
  }
});

test('only calls that change nothing are declared without an event', () => {
  const reads = Object.entries(auditedOperations)
    .filter(([, spec]) => spec === null)
    .map(([name]) => name)
    // Bulk calls run each record through its single call, which records the event (bulk/bulk.test.ts checks one per record).
    .filter((name) => !name.startsWith('bulk'));
  // Adding one here is a decision to review: a write declared this way would never be recorded.
  expect(reads.sort()).toEqual(['deliveryDistanceCoast', 'isAuthenticated', 'refresh', 'reportClientFailure', 'updatePresence']);
});

let counter = 1000;
const callers: Caller[] = ['none', 'customer', 'provider', 'admin'];

describe.each(writeRoutes)('%s', (route, row) => {
  const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
  const [operation, def] = defOf(route) ?? ['', undefined];
  const spec = auditedOperations[operation as keyof typeof auditedOperations];
  const permitted = callers.find((c) => row.expect[c] >= 200 && row.expect[c] < 300);

  // On a variant row nobody may use (someone else's record), the caller its handler answers
  // (404: not theirs) makes the request: validation comes before the record is looked up.
  const reaching = permitted ?? callers.find((c) => c !== 'none' && ![401, 403].includes(row.expect[c]));

  test('refused by validation: no event', async () => {
    expect(reaching).toBeDefined();
    const session = reaching && reaching !== 'none' ? (row.fresh ? await t.login(reaching) : sessions[reaching]) : undefined;
    const payload = typeof row.payload === 'function' ? await row.payload(++counter, t.db) : row.payload;
    const invalid = invalidVariant(pattern, await rowUrl(row, pattern, t.db), payload, row.headers?.(session));
    if (!invalid) {
      // Nothing to get wrong: the call takes no parameters, query or body.
      expect({ params: def?.params, query: def?.query, body: def?.body }).toEqual({ params: undefined, query: undefined, body: undefined });
      return;
    }
    const before = await lastId();
    const res = await t.request({ method, ...invalid }, session);
    expect({ status: res.statusCode, events: (await eventsAfter(before)).length }).toEqual({ status: 400, events: 0 });
  });

  test.each(callers)('as %s: one event when it succeeds, none when refused', async (caller) => {
    const session = caller === 'none' ? undefined : row.fresh ? await t.login(caller) : sessions[caller];
    const payload = typeof row.payload === 'function' ? await row.payload(++counter, t.db) : row.payload;
    const before = await lastId();
    const res = await t.request(
      { method, url: await rowUrl(row, pattern, t.db), payload: payload as InjectOptions['payload'], headers: row.headers?.(session) },
      session,
    );
    expect(res.statusCode).toBe(row.expect[caller]);
    const events = await eventsAfter(before);
    const succeeded = res.statusCode >= 200 && res.statusCode < 300;
    if (!succeeded || spec === null) {
      expect(events).toEqual([]);
      return;
    }
    expect(events).toHaveLength(1);
    const [event] = events;
    // Sign-ins have no caller: the actor is whoever signed in.
    const signedInAs = spec?.signIn
      ? (Object.keys(credentials) as RoleName[]).find((r) => credentials[r].email === (payload as { email: string }).email)
      : undefined;
    // Other public calls (signup) have no caller either: the event has no actor.
    const actor = signedInAs || def?.roles !== 'public' ? userIds[signedInAs ?? (caller as RoleName)] : null;
    expect(event).toMatchObject({
      actor_id: actor,
      ip: '127.0.0.1',
      method,
      route: pattern,
      operation,
      entity_type: spec?.entity,
      entity_id: expect.stringMatching(/\S/),
    });
  });
});
