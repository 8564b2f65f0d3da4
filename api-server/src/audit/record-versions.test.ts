import type { InjectOptions } from 'fastify';
import { calls, type CallDef, toFastifyPath } from '../contract';
import { routeMatrix } from '../http/route-matrix-rows';
import { type Caller, routeOf, rowUrl } from '../testing/route-matrix';
import { startTestApp, type RoleName, type Session, type TestApp } from '../testing/test-app';
import { VERSIONED_ENTITIES } from './audit-entities';
import { auditedOperations } from './audited-operations';
import { parseIfMatch } from './record-versions';

/**
 * Record versions (docs/api-contract.md, "Versions and If-Match"): every write route of the route
 * matrix that names a versioned record is replayed by a caller it permits, first with a stale
 * `If-Match` (412, the record as it is now, nothing written, no audit event), then with the
 * version that answer gave (the write goes through and moves the version on). New write routes
 * join through their matrix rows and their audit declaration.
 */

const API = '/api/v1';
const defOf = (route: string): [string, CallDef] | undefined =>
  Object.entries(calls as Record<string, CallDef>).find(([, def]) => `${def.method} ${API}${toFastifyPath(def.path)}` === routeOf(route));
const specOf = (operation: string) => auditedOperations[operation as keyof typeof auditedOperations];
/** Decisions and other calls that move a record to another state (spec §4). */
const DECISIONS = new Set(['approve', 'reject', 'close', 'assign', 'unassign']);

test('every PATCH, PUT and DELETE call and every decision names a versioned record', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const [operation, def] of Object.entries(calls as Record<string, CallDef>)) {
    const spec = specOf(operation);
    const action = typeof spec?.action === 'string' ? spec.action : undefined;
    const decision = operation.startsWith('decide') || (action !== undefined && DECISIONS.has(action));
    if (!['PATCH', 'PUT', 'DELETE'].includes(def.method) && !decision) continue;
    checked += 1;
    if (!spec?.target || !VERSIONED_ENTITIES.has(spec.entity)) missing.push(operation);
  }
  expect(checked).toBeGreaterThan(20);
  expect(missing).toEqual([]);
});

test('If-Match is read as RFC 9110 entity tags', () => {
  expect(parseIfMatch(undefined)).toBeUndefined();
  expect(parseIfMatch('"3"')).toEqual({ versions: [3] });
  expect(parseIfMatch('"3", "4"')).toEqual({ versions: [3, 4] });
  expect(parseIfMatch('*')).toEqual({ any: true });
  // Weak tags never match (strong comparison), and neither does anything that is not a tag.
  expect(parseIfMatch('W/"3"')).toEqual({ versions: [] });
  expect(parseIfMatch('3')).toEqual({ versions: [] });
});

// Every write, in the matrix's order: later rows find records that earlier ones created.
const writeRoutes = Object.entries(routeMatrix).filter(([route]) => !/^(GET|OPTIONS) /.test(route));
const isVersioned = (route: string) => {
  const spec = specOf(defOf(route)?.[0] ?? '');
  return !!spec?.target && VERSIONED_ENTITIES.has(spec.entity);
};

let t: TestApp;
const sessions: Partial<Record<RoleName, Session>> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['admin', 'customer', 'provider'] as const) sessions[role] = await t.login(role);
});
afterAll(() => t.close());

const lastEventId = async () => Number((await t.db.query<{ id: string | null }>('select max(id)::text as id from audit_events'))[0]!.id ?? 0);

let counter = 5000;
// The matrix's order: a later caller's write may depend on an earlier one's (the last offer's author).
const callers: Caller[] = ['customer', 'provider', 'admin'];

test('the matrix has versioned write routes', () => {
  expect(writeRoutes.filter(([route]) => isVersioned(route)).length).toBeGreaterThan(30);
});

describe.each(writeRoutes)('%s', (route, row) => {
  const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
  const caller = callers.find((c) => row.expect[c] >= 200 && row.expect[c] < 300);

  const send = async (ifMatch?: string, by = caller) => {
    const as = row.fresh ? await t.login(by as RoleName) : sessions[by as RoleName];
    const payload = typeof row.payload === 'function' ? await row.payload(++counter, t.db) : row.payload;
    return t.request(
      {
        method,
        url: await rowUrl(row, pattern, t.db),
        payload: payload as InjectOptions['payload'],
        headers: { ...row.headers?.(as), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      },
      as,
    );
  };

  if (!isVersioned(route)) {
    // Creates and the like: replayed so that the rows after them find their records.
    test('replayed by every caller it permits', async () => {
      if (!caller) return expect(routeOf(route)).not.toBe(route);
      for (const by of callers.filter((c) => row.expect[c] < 300)) expect((await send(undefined, by)).statusCode).toBe(row.expect[by]);
    });
    return;
  }

  test('a stale version is refused with 412 and the record as it is now; the current one goes through', async () => {
    // A variant row nobody may use (someone else's record) has no write to replay.
    if (!caller) return expect(routeOf(route)).not.toBe(route);
    const before = await lastEventId();
    const stale = await send('"0"');
    expect({ route, status: stale.statusCode }).toEqual({ route, status: 412 });
    const { conflict, title } = stale.json();
    expect(title).toBe('Changed by someone else');
    expect(conflict.version).toBeGreaterThanOrEqual(1);
    expect(conflict.record).toEqual(expect.objectContaining({ id: expect.any(Number), version: conflict.version }));
    expect(await lastEventId()).toBe(before);

    const current = await send(`"${conflict.version}"`);
    expect({ route, status: current.statusCode, body: current.statusCode >= 300 ? current.json() : undefined }).toEqual({
      route,
      status: row.expect[caller],
      body: undefined,
    });
    const [event] = await t.db.query<{ entity_version: string | null; changes: Record<string, unknown> }>(
      'select entity_version::text, changes from audit_events where id > $1 order by id',
      [before],
    );
    expect(event).toBeDefined();
    expect(event!.changes).not.toHaveProperty('version');
    // A delete leaves no record, so no version after it.
    if (method !== 'DELETE' && !/remove|delete/i.test(pattern)) expect(Number(event!.entity_version)).toBeGreaterThan(conflict.version);
  });
});
