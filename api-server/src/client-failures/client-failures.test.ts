import { calls } from '../contract';
import { contractData, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const report = (payload: object, session: Session) => t.request({ method: 'POST', url: '/api/v1/client-failures', payload }, session);
const summary = async () => {
  const res = await t.request({ method: 'GET', url: '/api/v1/client-failures/summary' }, admin);
  expect(res.statusCode).toBe(200);
  return contractData(calls.clientFailureSummary, res);
};
const rowOf = async (module: string, version: string, channel: string) =>
  (await summary()).find((r) => r.module === module && r.version === version && r.channel === channel);

test('a report is stored with its module, version, channel, kind, the user and nothing else, and the summary counts it', async () => {
  const res = await report({ module: 'mf_reported', version: '1.5.0-rc.1', channel: 'canary', kind: 'entry' }, admin);
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.query<Record<string, unknown>>("select * from client_failures where module = 'mf_reported'");
  const [me] = await t.db.query<{ id: number }>("select id from users where email = 'admin@example.com'");
  expect(Object.keys(row!).sort()).toEqual(['channel', 'id', 'kind', 'module', 'occurred_at', 'session_id', 'user_id', 'version']);
  expect(row).toMatchObject({ user_id: me!.id, module: 'mf_reported', version: '1.5.0-rc.1', channel: 'canary', kind: 'entry' });
  // No audit event: a report is not a change anyone made.
  expect(await t.db.query("select 1 from audit_events where operation = 'reportClientFailure'")).toEqual([]);
  expect(await rowOf('mf_reported', '1.5.0-rc.1', 'canary')).toEqual({
    module: 'mf_reported',
    version: '1.5.0-rc.1',
    channel: 'canary',
    last_hour: 1,
    last_day: 1,
    by_kind: { entry: 1, module: 0, render: 0, error: 0 },
  });
});

test('the summary separates versions and channels, and counts the last hour and the last day apart', async () => {
  for (const kind of ['render', 'error', 'error'])
    expect((await report({ module: 'mf_compare', version: '2.0.0', channel: 'canary', kind }, admin)).statusCode).toBe(201);
  expect((await report({ module: 'mf_compare', version: '1.9.0', channel: 'live', kind: 'module' }, admin)).statusCode).toBe(201);
  // Older reports: three hours ago counts for the day only; two days ago not at all.
  await t.db.query(
    `insert into client_failures (occurred_at, user_id, session_id, module, version, channel, kind) values
     (now() - interval '3 hours', null, 'old', 'mf_compare', '1.9.0', 'live', 'entry'),
     (now() - interval '25 hours', null, 'old', 'mf_compare', '1.9.0', 'live', 'entry')`,
  );
  expect(await rowOf('mf_compare', '2.0.0', 'canary')).toMatchObject({ last_hour: 3, last_day: 3, by_kind: { entry: 0, module: 0, render: 1, error: 2 } });
  expect(await rowOf('mf_compare', '1.9.0', 'live')).toMatchObject({ last_hour: 1, last_day: 2, by_kind: { entry: 1, module: 1, render: 0, error: 0 } });
});

test('a bad report is refused on its field and stores nothing; free text is not accepted', async () => {
  const bad = await report({ module: 'Jobs!', version: '', channel: 'beta', kind: 'crash' }, admin);
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(issuesByField(bad)).sort()).toEqual(['channel', 'kind', 'module', 'version']);
  const extra = await report({ module: 'mf_jobs', version: '1.0.0', channel: 'live', kind: 'error', message: 'Cannot read customer Aishath' }, admin);
  expect(extra.statusCode).toBe(400);
  expect(await t.db.query("select 1 from client_failures where module = 'Jobs!' or version = ''")).toEqual([]);
});

test('a session may send 30 reports a minute; the 31st is refused with 429 and not stored; another session is not held back', async () => {
  const session = await t.login('admin');
  const one = { module: 'mf_flood', version: '1.0.0', channel: 'live', kind: 'error' };
  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) statuses.push((await report(one, session)).statusCode);
  expect(statuses.filter((s) => s === 201)).toHaveLength(30);
  expect(statuses[30]).toBe(429);
  expect((await rowOf('mf_flood', '1.0.0', 'live'))?.last_hour).toBe(30);
  const other = await t.login('admin');
  expect((await report(one, other)).statusCode).toBe(201);
});

test('reports older than two days are deleted as new ones arrive', async () => {
  await t.db.query(
    "insert into client_failures (occurred_at, user_id, session_id, module, version, channel, kind) values (now() - interval '3 days', null, 'old', 'mf_gone', '1.0.0', 'live', 'entry')",
  );
  expect((await report({ module: 'mf_jobs', version: '1.0.0', channel: 'live', kind: 'entry' }, admin)).statusCode).toBe(201);
  expect(await t.db.query("select 1 from client_failures where module = 'mf_gone'")).toEqual([]);
});
