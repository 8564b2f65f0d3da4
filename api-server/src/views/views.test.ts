import { calls } from '../contract';
import { DEMO_ADMIN } from '../seed/seed-plan';
import { demoStaff } from '../users/seed';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Session;
let staff: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const res = await t.request({ method: 'POST', url: '/api/v1/login/admin', payload: { email: demoStaff[0].email, password: DEMO_ADMIN.password } });
  staff = res.json().data as Session;
});
afterAll(() => t.close());

const list = (name: string, session = admin) => t.request({ method: 'GET', url: `/api/v1/views?list=${name}` }, session);
const create = (payload: object, session = admin) => t.request({ method: 'POST', url: '/api/v1/views', payload }, session);
const patch = (id: number, payload: object, session = admin, headers: Record<string, string> = {}) =>
  t.request({ method: 'PATCH', url: `/api/v1/views/${id}`, payload, headers }, session);

test('create, list (default first, then by name), rename, delete', async () => {
  const b = contractData(calls.createSavedView, await create({ list: 'tickets', name: ' Beta ', query: '?status=open&sort=-id' }));
  expect(b).toMatchObject({ list: 'tickets', name: 'Beta', query: 'status=open&sort=-id', is_default: false, version: 1 });
  const a = contractData(calls.createSavedView, await create({ list: 'tickets', name: 'alpha', query: 'search=x' }));
  const z = contractData(calls.createSavedView, await create({ list: 'tickets', name: 'Zeta', query: '', is_default: true }));
  expect(contractData(calls.listSavedViews, await list('tickets')).map((v) => v.name)).toEqual(['Zeta', 'alpha', 'Beta']);

  const renamed = contractData(calls.updateSavedView, await patch(a.id, { name: 'Gamma' }));
  expect(renamed).toMatchObject({ name: 'Gamma', query: 'search=x', version: 2 });

  const del = await t.request({ method: 'DELETE', url: `/api/v1/views/${z.id}` }, admin);
  expect(contractData(calls.deleteSavedView, del)).toEqual({ id: z.id });
  expect(contractData(calls.listSavedViews, await list('tickets')).map((v) => v.name)).toEqual(['Beta', 'Gamma']);
  expect(contractData(calls.listSavedViews, await list('jobs'))).toEqual([]);
});

test('one default per user and list: a new default clears the old one', async () => {
  const one = contractData(calls.createSavedView, await create({ list: 'atolls', name: 'One', is_default: true }));
  const two = contractData(calls.createSavedView, await create({ list: 'atolls', name: 'Two', is_default: true }));
  let views = contractData(calls.listSavedViews, await list('atolls'));
  expect(views.filter((v) => v.is_default).map((v) => v.id)).toEqual([two.id]);
  contractData(calls.updateSavedView, await patch(one.id, { is_default: true }));
  views = contractData(calls.listSavedViews, await list('atolls'));
  expect(views.filter((v) => v.is_default).map((v) => v.id)).toEqual([one.id]);
  expect(views[0]!.id).toBe(one.id);
  // Another user's default of the same list is theirs alone.
  contractData(calls.createSavedView, await create({ list: 'atolls', name: 'One', is_default: true }, staff));
  expect(
    contractData(calls.listSavedViews, await list('atolls'))
      .filter((v) => v.is_default)
      .map((v) => v.id),
  ).toEqual([one.id]);
});

test("per user: another admin's views are not listed, and their ids answer 404", async () => {
  const mine = contractData(calls.createSavedView, await create({ list: 'jobs', name: 'Private', query: 'status=open' }));
  expect(contractData(calls.listSavedViews, await list('jobs', staff)).map((v) => v.id)).not.toContain(mine.id);
  const res = await patch(mine.id, { name: 'Stolen' }, staff);
  expect(res.statusCode).toBe(404);
  expect(errorBody(res).title).toBe('View not found');
  expect((await t.request({ method: 'DELETE', url: `/api/v1/views/${mine.id}` }, staff)).statusCode).toBe(404);
  // A version sent for someone else's view reveals nothing either (no 412 carrying the record).
  const guessed = await patch(mine.id, { name: 'Stolen' }, staff, { 'if-match': '"7"' });
  expect(guessed.statusCode).toBe(404);
  expect(guessed.body).not.toContain('Private');
  expect(contractData(calls.listSavedViews, await list('jobs')).find((v) => v.id === mine.id)?.name).toBe('Private');
});

test('validation: list, name, query; duplicate names per user and list, whatever the case', async () => {
  const cases: Array<[object, string]> = [
    [{ list: 'nope', name: 'x' }, 'list'],
    [{ list: 'jobs', name: '  ' }, 'name'],
    [{ list: 'jobs', name: 'n'.repeat(61) }, 'name'],
    [{ list: 'jobs', name: 'ok', query: 'a'.repeat(2001) }, 'query'],
    [{ list: 'jobs', name: 'ok', query: 'status=open&page=2' }, 'query'],
  ];
  for (const [payload, field] of cases) {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByField(res))).toEqual([field]);
  }
  expect(issuesByField(await create({ list: 'jobs', name: '' })).name).toEqual(['Name is required']);
  contractData(calls.createSavedView, await create({ list: 'users', name: 'Admins', query: 'type=ADMIN' }));
  const dup = await create({ list: 'users', name: 'ADMINS' });
  expect(dup.statusCode).toBe(409);
  expect(issuesByField(dup).name).toEqual(['You already have a view of this list with this name']);
  expect((await create({ list: 'users', name: 'ADMINS' }, staff)).statusCode).toBe(201);
});

test('If-Match: a stale version is refused with 412 and changes nothing', async () => {
  const view = contractData(calls.createSavedView, await create({ list: 'islands', name: 'Stale' }));
  contractData(calls.updateSavedView, await patch(view.id, { query: 'active=true' }, admin, { 'if-match': '"1"' }));
  const res = await patch(view.id, { name: 'Late' }, admin, { 'if-match': '"1"' });
  expect(res.statusCode).toBe(412);
  expect(contractData(calls.listSavedViews, await list('islands')).find((v) => v.id === view.id)).toMatchObject({ name: 'Stale', version: 2 });
});

test('writes are audited', async () => {
  const view = contractData(calls.createSavedView, await create({ list: 'applications', name: 'Audited' }));
  const rows = await t.db.query<{ action: string }>(`select action from audit_events where entity_type = 'saved_view' and entity_id = $1`, [String(view.id)]);
  expect(rows.map((r) => r.action)).toEqual(['create']);
});
