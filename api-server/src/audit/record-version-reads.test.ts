import { z } from 'zod';
import { calls, type CallDef, toFastifyPath } from '../contract';
import { routeMatrix } from '../http/route-matrix-rows';
import type { Caller } from '../testing/route-matrix';
import { rowUrl } from '../testing/route-matrix';
import { startTestApp, type RoleName, type Session, type TestApp } from '../testing/test-app';

/**
 * Record versions in reads (docs/api-contract.md, "Versions and If-Match"): every GET call of the
 * contract whose answer is a versioned record (its schema declares `version`) or a list of them
 * is called as its route matrix row calls it; list items carry a whole-number version, and a
 * single record's read answers `ETag: "<version>"`. New calls join through the contract and
 * their matrix rows.
 */

const API = '/api/v1';

/** The object schema inside nullable/optional wrappers, if any. */
function objectOf(schema: z.ZodType): z.ZodObject | undefined {
  let s: z.ZodType = schema;
  while (s instanceof z.ZodNullable || s instanceof z.ZodOptional) s = s.unwrap() as z.ZodType;
  return s instanceof z.ZodObject ? s : undefined;
}

const hasVersion = (schema: z.ZodType) => objectOf(schema)?.shape.version !== undefined;

/** `list`: a page (or array) of versioned records; `record`: one versioned record. */
function readKind(def: CallDef): 'list' | 'record' | undefined {
  const response = def.response as z.ZodType;
  if (response instanceof z.ZodArray) return hasVersion(response.element as z.ZodType) ? 'list' : undefined;
  const items = objectOf(response)?.shape.items;
  if (items instanceof z.ZodArray) return hasVersion(items.element as z.ZodType) ? 'list' : undefined;
  return hasVersion(response) ? 'record' : undefined;
}

const reads = Object.entries(calls as Record<string, CallDef>).flatMap(([name, def]) => {
  const kind = def.method === 'GET' ? readKind(def) : undefined;
  return kind ? [{ name, kind, route: `GET ${API}${toFastifyPath(def.path)}` }] : [];
});
const callers: Caller[] = ['admin', 'customer', 'provider'];

let t: TestApp;
const sessions: Partial<Record<RoleName, Session>> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['admin', 'customer', 'provider'] as const) sessions[role] = await t.login(role);
  // A record the seed has none of is created as the matrix creates it (a provider's public profile).
  // So is one of a list the seed leaves empty for its caller (an admin's saved views).
  const emptyLists = [];
  for (const read of reads.filter((r) => r.kind === 'list')) {
    const row = routeMatrix[read.route];
    const caller = row && callers.find((c) => row.expect[c] === 200);
    if (!row || !caller) continue;
    const res = await t.request({ method: 'GET', url: await rowUrl(row, read.route.split(' ')[1]!, t.db) }, sessions[caller as RoleName]);
    const data = res.json().data;
    if (res.statusCode === 200 && (Array.isArray(data) ? data : data.items).length === 0) emptyLists.push(read.route.split(' ')[1]!);
  }
  for (const path of new Set([...reads.filter((r) => r.kind === 'record').map((r) => r.route.split(' ')[1]!), ...emptyLists])) {
    for (const method of ['POST', 'PUT'] as const) {
      const row = routeMatrix[`${method} ${path}`];
      const caller = row && callers.find((c) => row.expect[c] >= 200 && row.expect[c] < 300);
      if (!row || !caller) continue;
      const payload = typeof row.payload === 'function' ? await row.payload(1, t.db) : row.payload;
      const as = sessions[caller as RoleName];
      const res = await t.request({ method, url: await rowUrl(row, path, t.db), payload: payload as object, headers: row.headers?.(as) }, as);
      expect(res.statusCode).toBe(row.expect[caller]);
    }
  }
});
afterAll(() => t.close());

test('the contract has versioned lists and single-record reads, each with a matrix row', () => {
  expect(reads.filter((r) => r.kind === 'list').length).toBeGreaterThanOrEqual(15);
  expect(reads.filter((r) => r.kind === 'record').length).toBeGreaterThanOrEqual(4);
  expect(reads.filter((r) => !routeMatrix[r.route]).map((r) => r.route)).toEqual([]);
});

describe.each(reads)('$name ($kind)', ({ kind, route }) => {
  test('answers the records with their versions', async () => {
    const row = routeMatrix[route]!;
    const caller = callers.find((c) => row.expect[c] === 200)!;
    const res = await t.request({ method: 'GET', url: await rowUrl(row, route.split(' ')[1]!, t.db) }, sessions[caller as RoleName]);
    expect({ route, status: res.statusCode }).toEqual({ route, status: 200 });
    const data = res.json().data;
    if (kind === 'record') {
      expect(data).not.toBeNull();
      expect(Number.isInteger(data.version) && data.version >= 1).toBe(true);
      expect(res.headers.etag).toBe(`"${data.version}"`);
      return;
    }
    const items: Array<{ version: unknown }> = Array.isArray(data) ? data : data.items;
    expect({ route, some: items.length > 0 }).toEqual({ route, some: true });
    expect(items.filter((item) => !Number.isInteger(item.version) || (item.version as number) < 1)).toEqual([]);
    // A list is not one record: no entity tag.
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('after an update, the list answers the version moved on', () => {
  const admin = () => sessions.admin!;
  const versionIn = async (url: string, id: number) => {
    const res = await t.request({ method: 'GET', url }, admin());
    const item = (res.json().data.items as Array<{ id: number; version: number }>).find((i) => i.id === id);
    expect(item).toBeDefined();
    return item!.version;
  };

  test.each([
    ['an atoll', '/api/v1/atolls?unpaginated=true', (id: number) => `/api/v1/atoll/update/${id}`, { province: 'Moved on' }],
    ['an island', '/api/v1/islands?size=100', (id: number) => `/api/v1/island/update/${id}`, { name: 'Moved On' }],
    // Kept JSON (src/lists/kept-json.ts): a kept text of the old version must not be served again.
    ['a ticket', '/api/v1/tickets?status=submitted&size=100', (id: number) => `/api/v1/tickets/${id}`, { description: 'The version moved on' }],
  ])('%s', async (_, listUrl, writeUrl, payload) => {
    const first = (await t.request({ method: 'GET', url: listUrl }, admin())).json().data.items[0] as { id: number; version: number };
    expect(await versionIn(listUrl, first.id)).toBe(first.version);
    const write = await t.request({ method: 'PATCH', url: writeUrl(first.id), payload, headers: { 'if-match': `"${first.version}"` } }, admin());
    expect(write.statusCode).toBe(200);
    expect(write.json().data.version).toBe(first.version + 1);
    expect(await versionIn(listUrl, first.id)).toBe(first.version + 1);
  });
});
