import { insertApplication, insertJobCategory, insertProvider } from '../applications/test-fixtures';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

/**
 * Decisions on one record by two admins at once (issue 34): exactly one succeeds and is recorded
 * once; the other is refused with 409, says who made the decision that stands, and carries the
 * record's conflict (docs/api-contract.md, "Versions and If-Match"). And with If-Match, a decision
 * taken on a record that moved on is refused with 412 before any rule is checked.
 */

let t: TestApp;
let first: Session;
let second: Session;

beforeAll(async () => {
  t = await startTestApp();
  first = await t.login('admin');
  const created = await t.request(
    {
      method: 'POST',
      url: '/api/v1/users',
      payload: { type: 'ADMIN', name: 'Mariyam Second', email: 'second.admin@example.com', phone_number: '+9607771234', password: 'Second#2026' },
    },
    first,
  );
  expect(created.statusCode).toBe(201);
  const login = await t.app.inject({ method: 'POST', url: '/api/v1/login/admin', payload: { email: 'second.admin@example.com', password: 'Second#2026' } });
  second = login.json().data;
});
afterAll(() => t.close());

const decisionsOf = (entity: string, id: number, actions: string[]) =>
  t.db.query<{ action: string; actor_id: number }>(
    'select action, actor_id from audit_events where entity_type = $1 and entity_id = $2 and action = any($3) order by id',
    [entity, String(id), actions],
  );

async function submittedApplication(name: string) {
  const userId = await insertProvider(t.db, name);
  const categoryId = await insertJobCategory(t.db, `${name} category`);
  return insertApplication(t.db, { userId, categoryId, status: 'submitted', createdAt: '2026-11-01T00:00:00.000Z' });
}

test('approve and reject of one application at once: one wins, the other is told who decided', async () => {
  const id = await submittedApplication('Qzdecide Race');
  const [a, b] = await Promise.all([
    t.request({ method: 'POST', url: `/api/v1/service-provider-application/${id}/approve`, payload: {} }, first),
    t.request({ method: 'POST', url: `/api/v1/service-provider-application/${id}/reject`, payload: {} }, second),
  ]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
  const winner = won === a ? { action: 'approve', name: 'Mariyam Admin' } : { action: 'reject', name: 'Mariyam Second' };
  const body = lost.json();
  expect(body.conflict).toMatchObject({ action: winner.action, changed_by: { name: winner.name } });
  expect(body.description).toMatch(new RegExp(`(Approved|Rejected) by ${winner.name}\\.$`));
  expect(await decisionsOf('service_provider_application', id, ['approve', 'reject'])).toHaveLength(1);
  expect((await decisionsOf('service_provider_application', id, ['approve', 'reject']))[0]!.action).toBe(winner.action);
});

test('a ticket closed twice at once: one close, one 409 naming who closed it', async () => {
  const [sub] = await t.db.query<{ id: number }>('select id from ticket_subcategories order by id limit 1');
  const created = await t.request(
    { method: 'POST', url: '/api/v1/tickets', payload: { description: 'Two admins close this one.', ticket_subcategory_id: sub!.id } },
    first,
  );
  const ticketId = created.json().data.id as number;
  const results = await Promise.all([first, second].map((s) => t.request({ method: 'POST', url: `/api/v1/ticket/close/${ticketId}` }, s)));
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  const winner = results[0]!.statusCode === 200 ? 'Mariyam Admin' : 'Mariyam Second';
  const lost = results.find((r) => r.statusCode === 409)!.json();
  expect(lost.conflict).toMatchObject({ action: 'close', changed_by: { name: winner } });
  expect(lost.description).toBe(`The ticket is closed: it can no longer be changed. Closed by ${winner}.`);
  expect(await decisionsOf('ticket', ticketId, ['close'])).toHaveLength(1);
});

test('a decision with the version the admin saw is refused with 412 once another admin changed the record', async () => {
  const id = await submittedApplication('Qzdecide Stale');
  const [{ version }] = (await t.db.query<{ version: string }>('select version::text from service_provider_applications where id = $1', [id])) as [
    { version: string },
  ];
  // Another admin's change (a remark on a draft field would do; here the status moves through a decision).
  const other = await t.request({ method: 'POST', url: `/api/v1/service-provider-application/${id}/reject`, payload: { remarks: 'Licence expired' } }, second);
  expect(other.statusCode).toBe(200);
  const mine = await t.request(
    { method: 'POST', url: `/api/v1/service-provider-application/${id}/approve`, payload: {}, headers: { 'if-match': `"${version}"` } },
    first,
  );
  expect(mine.statusCode).toBe(412);
  expect(mine.json().conflict).toMatchObject({
    action: 'reject',
    changed_by: { name: 'Mariyam Second' },
    changes: { status: { before: 'submitted', after: 'rejected' } },
  });
  expect(await decisionsOf('service_provider_application', id, ['approve', 'reject'])).toHaveLength(1);
});
