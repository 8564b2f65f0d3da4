import { calls } from '../contract';
import { DEMO_ADMIN } from '../seed/seed-plan';
import { contractData } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { LARGE_TICKET_COUNT, seedDemoTickets } from './seed';

// 20,000 tickets in bulk, then the admin list at that size. Bounds are generous (2-core CI
// machines shared with other jobs); the figures measured are in docs/api-contract.md.
jest.setTimeout(120_000);

let t: TestApp;
let admin: Session;
let seedMs: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const started = performance.now();
  await t.db.transaction((tx) => seedDemoTickets(tx, { adminEmail: DEMO_ADMIN.email, scale: 'large' }));
  seedMs = performance.now() - started;
});
afterAll(() => t.close());

const timed = async (url: string) => {
  const started = performance.now();
  const res = await t.request({ method: 'GET', url }, admin);
  expect(res.statusCode).toBe(200);
  return { page: contractData(calls.listTickets, res), ms: performance.now() - started };
};

test('the large seed loads 20,000 tickets with chats, assignments and messages; references stay unique', async () => {
  expect(seedMs).toBeLessThan(60_000);
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

test('the admin list stays fast at 20,000 tickets: first page, deep page, filters, search', async () => {
  const figures: Record<string, number> = {};
  for (const [name, url] of [
    ['first page', '/api/v1/tickets'],
    ['page 900 of 1000', '/api/v1/tickets?page=900&size=20'],
    ['status', '/api/v1/tickets?status=in-progress'],
    ['unassigned', '/api/v1/tickets?assigned_to_user_id=unassigned'],
    ['search', '/api/v1/tickets?search=invoice'],
    ['beyond the end', '/api/v1/tickets?page=5000'],
  ] as const) {
    await timed(url); // warm
    const { page, ms } = await timed(url);
    figures[name] = Math.round(ms);
    expect(ms).toBeLessThan(2_000);
    if (name === 'first page') expect(page.pagination).toMatchObject({ total_items: LARGE_TICKET_COUNT, total_pages: 1000, record_count: 20 });
    if (name === 'beyond the end') expect(page.pagination).toMatchObject({ record_count: 0, previous_page: 1000 });
  }
  console.info(`tickets at ${LARGE_TICKET_COUNT} (PGlite): seed ${Math.round(seedMs)} ms; GET /tickets ms ${JSON.stringify(figures)}`);
});
