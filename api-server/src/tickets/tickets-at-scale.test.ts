import { calls } from '../contract';
import { DEMO_ADMIN } from '../seed/seed-plan';
import { contractData } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { LARGE_TICKET_COUNT, seedDemoTickets } from './seed';

// 20,000 tickets in bulk, then the admin list at that size. Only what the list answers is checked
// here; how fast it answers is measured by the API bench (`npm run bench:large -w api-server`,
// figures in docs/api-performance.md), not timed in a test.
jest.setTimeout(120_000);

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  await t.db.transaction((tx) => seedDemoTickets(tx, { adminEmail: DEMO_ADMIN.email, scale: 'large' }));
});
afterAll(() => t.close());

const list = async (url: string) => {
  const res = await t.request({ method: 'GET', url }, admin);
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return contractData(calls.listTickets, res);
};

test('the large seed loads 20,000 tickets with chats, assignments and messages; references stay unique', async () => {
  const [counts] = await t.db.query<{ tickets: number; refs: number; chats: number; messages: number; open: number; statuses: number }>(`
    select (select count(*)::int from tickets) as tickets, (select count(distinct reference_no)::int from tickets) as refs,
      (select count(*)::int from ticket_chats) as chats, (select count(*)::int from ticket_chat_messages) as messages,
      (select count(*)::int from ticket_assignments where unassigned_at is null) as open,
      (select count(distinct status)::int from tickets) as statuses`);
  expect(counts).toMatchObject({ tickets: LARGE_TICKET_COUNT, refs: LARGE_TICKET_COUNT, chats: LARGE_TICKET_COUNT, statuses: 3 });
  expect(counts!.messages).toBeGreaterThan(LARGE_TICKET_COUNT);
  const [{ n }] = (await t.db.query<{ n: number }>('select count(*)::int as n from tickets where assigned_to_user_id is not null')) as [{ n: number }];
  expect(counts!.open).toBe(n);
  // Seeding again adds nothing.
  await t.db.transaction((tx) => seedDemoTickets(tx, { adminEmail: DEMO_ADMIN.email, scale: 'large' }));
  expect((await t.db.query<{ n: number }>('select count(*)::int as n from tickets'))[0]!.n).toBe(LARGE_TICKET_COUNT);
});

test('the admin list at 20,000 tickets: first page, deep page, filters, search', async () => {
  expect((await list('/api/v1/tickets')).pagination).toMatchObject({ total_items: LARGE_TICKET_COUNT, total_pages: 1000, record_count: 20 });
  expect((await list('/api/v1/tickets?page=900&size=20')).pagination).toMatchObject({ current_page: 900, record_count: 20, next_page: 901 });
  const inProgress = await list('/api/v1/tickets?status=in-progress');
  expect(inProgress.items).toHaveLength(20);
  expect(inProgress.items.filter((i) => i.status !== 'in-progress')).toEqual([]);
  const unassigned = await list('/api/v1/tickets?assigned_to_user_id=unassigned');
  expect(unassigned.items.length).toBeGreaterThan(0);
  expect(unassigned.items.filter((i) => i.assigned_to_user_id !== null)).toEqual([]);
  const search = await list('/api/v1/tickets?search=invoice');
  expect(search.items.length).toBeGreaterThan(0);
  expect(search.pagination.total_items).toBeLessThan(LARGE_TICKET_COUNT);
  expect((await list('/api/v1/tickets?page=5000')).pagination).toMatchObject({ record_count: 0, previous_page: 1000 });
});

test('deep pages, read again, on, back and after a write, are the pages of the list order', async () => {
  const expected = async (status: string | undefined, page: number) =>
    (
      await t.db.query<{ id: number }>(
        `select id from tickets ${status ? 'where status = $1' : ''} order by created_at desc, id desc limit 20 offset ${(page - 1) * 20}`,
        status ? [status] : [],
      )
    ).map((r) => r.id);
  const visit = async (status: string | undefined, pages: number[]) => {
    for (const page of pages) {
      const got = (await list(`/api/v1/tickets?page=${page}&size=20${status ? `&status=${status}` : ''}`)).items.map((i) => i.id);
      expect({ status, page, got }).toEqual({ status, page, got: await expected(status, page) });
    }
  };
  await visit(undefined, [900, 900, 901, 899, 600, 601, 300, 900]);
  await visit('in-progress', [200, 201, 200, 150]);
  // A write moves rows: an in-progress ticket closed, and a new ticket at the start of the list.
  const [moved] = await t.db.query<{ id: number }>("select id from tickets where status = 'in-progress' order by created_at desc, id desc offset 4010 limit 1");
  await t.db.query("update tickets set status = 'closed', closed_at = now() where id = $1", [moved!.id]);
  await t.db.query(
    `insert into tickets (reference_no, description, type, status, ticket_subcategory_id, created_by)
     select 'TCK-AFTER-WRITE', description, type, 'submitted', ticket_subcategory_id, created_by from tickets order by id limit 1`,
  );
  await visit(undefined, [900, 901, 600]);
  await visit('in-progress', [200, 201, 150]);
});
