import { calls } from '../contract';
import { insertJob, insertJobSubcategory, userIdByEmail } from '../applications/test-fixtures';
import { contractData } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

// GET /jobs/summary (the dashboard's jobs figures, an addition beyond spec §7).
let now = Date.now();
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await startTestApp({ clock: () => now });
  admin = await t.login('admin');
});
afterAll(() => t.close());

const summary = async () => contractData(calls.jobsSummary, await t.request({ method: 'GET', url: '/api/v1/jobs/summary' }, admin));
const listTotal = async (query: string) =>
  (await t.request({ method: 'GET', url: `/api/v1/jobs?size=1${query}` }, admin)).json().data.pagination.total_items as number;

test('every status count equals the all-jobs list total for that status filter', async () => {
  const s = await summary();
  const statuses = Object.keys(s.by_status);
  expect(statuses).toHaveLength(11);
  for (const status of statuses)
    expect({ status, n: s.by_status[status as keyof typeof s.by_status] }).toEqual({ status, n: await listTotal(`&status=${status}`) });
  expect(s.total).toBe(await listTotal(''));
  expect(s.total).toBeGreaterThan(0);
});

test('jobs posted in the last 7 days: created since the clock minus 7 days, drafts left out', async () => {
  const subcategoryId = await insertJobSubcategory(t.db, 'Qzsum Window Cleaning');
  const customerId = await userIdByEmail(t.db, 'customer@example.com');
  const before = (await summary()).posted_last_7_days;
  const [{ n: expected }] = (await t.db.query<{ n: number }>("select count(*)::int as n from jobs where created_at >= $1 and status <> 'draft'", [
    new Date(now - 7 * 86_400_000).toISOString(),
  ])) as [{ n: number }];
  expect(before).toBe(expected);

  await insertJob(t.db, { title: 'Qzsum posted', status: 'posted', cost: null, subcategoryId, customerId, providerId: null, completedAt: null });
  await insertJob(t.db, { title: 'Qzsum draft', status: 'draft', cost: null, subcategoryId, customerId, providerId: null, completedAt: null });
  const after = await summary();
  expect(after.posted_last_7_days).toBe(before + 1);
  expect(after.by_status.draft).toBe(await listTotal('&status=draft'));

  // Eight days on, this morning's jobs are no longer in the window (a new sign-in: the clock moved past the token's life).
  now += 8 * 86_400_000;
  admin = await t.login('admin');
  expect((await summary()).posted_last_7_days).toBe(0);
});

test('admins only', async () => {
  expect((await t.request({ method: 'GET', url: '/api/v1/jobs/summary' }, await t.login('customer'))).statusCode).toBe(403);
  expect((await t.request({ method: 'GET', url: '/api/v1/jobs/summary' })).statusCode).toBe(401);
});
