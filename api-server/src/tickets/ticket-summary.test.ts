import { calls } from '../contract';
import { contractData } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { inRolledBackTransaction } from '../testing/rolled-back';

// GET /tickets/summary (the dashboard's ticket figures, an addition beyond spec §7): each figure
// is the admin list's total for the filter its dashboard link opens.
let t: TestApp;
let admin: Session;
let adminId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  adminId = (await t.request({ method: 'GET', url: '/api/v1/me' }, admin)).json().data.id;
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url: `/api/v1${url}` }, admin);
const summary = async () => contractData(calls.ticketsSummary, await get('/tickets/summary'));
const listTotal = async (query: string) => (await get(`/tickets?size=1&${query}`)).json().data.pagination.total_items as number;

async function expectListTotals() {
  const s = await summary();
  expect(Object.keys(s.by_status)).toEqual(['submitted', 'in-progress']);
  for (const [status, figures] of Object.entries(s.by_status)) {
    expect({ status, ...figures }).toEqual({
      status,
      total: await listTotal(`status=${status}`),
      unassigned: await listTotal(`status=${status}&assigned_to_user_id=unassigned`),
      assigned_to_me: await listTotal(`status=${status}&assigned_to_user_id=${adminId}`),
    });
  }
  return s;
}

test('open tickets per status, unassigned and assigned to the caller equal the list totals', async () => {
  const s = await expectListTotals();
  expect(s.by_status.submitted.total).toBeGreaterThan(0);
  expect(s.by_status.submitted.unassigned).toBeGreaterThan(0);
});

test('assigning a submitted ticket to me moves it to in progress and to my figure', async () => {
  const before = await summary();
  const [ticket] = (await get('/tickets?status=submitted&assigned_to_user_id=unassigned&size=1')).json().data.items as Array<{ id: number }>;
  const res = await t.request({ method: 'POST', url: '/api/v1/ticket/assignment', payload: { ticket_id: ticket!.id, assigned_to_user_id: adminId } }, admin);
  expect(res.statusCode).toBe(200);
  const after = await expectListTotals();
  expect(after.by_status.submitted.unassigned).toBe(before.by_status.submitted.unassigned - 1);
  expect(after.by_status['in-progress'].assigned_to_me).toBe(before.by_status['in-progress'].assigned_to_me + 1);
  // Closing it takes it out of the open figures.
  expect((await t.request({ method: 'POST', url: `/api/v1/ticket/close/${ticket!.id}` }, admin)).statusCode).toBe(200);
  expect((await summary()).by_status['in-progress'].assigned_to_me).toBe(before.by_status['in-progress'].assigned_to_me);
});

test('ticket_counts equals a count of the tickets after inserts, assignments, closes, deletes and a rolled back change', async () => {
  const counted = () =>
    t.db.query('select status, coalesce(assigned_to_user_id, 0) as assignee_id, count(*)::int as n from tickets group by 1, 2 order by 1, 2');
  const kept = () => t.db.query('select status, assignee_id, n::int as n from ticket_counts where n <> 0 order by 1, 2');
  expect(await kept()).toEqual(await counted());
  await t.db.query(`insert into tickets (reference_no, description, type, status, ticket_subcategory_id, created_by)
    select 'QZ-' || id, description, type, status, ticket_subcategory_id, created_by from tickets`);
  await t.db.query(`update tickets set assigned_to_user_id = $1, status = 'in-progress' where id % 3 = 0 and status = 'submitted'`, [adminId]);
  await t.db.query(`update tickets set status = 'closed' where id % 4 = 0`);
  await t.db.query(`update tickets set description = description || '.' where id % 2 = 0`);
  expect(await kept()).toEqual(await counted());
  await t.db.query(`delete from tickets where reference_no like 'QZ-%' and id % 2 = 0`);
  expect(await kept()).toEqual(await counted());
  const before = await kept();
  await inRolledBackTransaction(t.db, (tx) => tx.query(`update tickets set assigned_to_user_id = null returning id`));
  expect(await kept()).toEqual(before);
  await expectListTotals();
});

test('admins only', async () => {
  expect((await t.request({ method: 'GET', url: '/api/v1/tickets/summary' }, await t.login('provider'))).statusCode).toBe(403);
});
