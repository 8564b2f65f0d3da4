import { calls } from '../contract';
import { insertJob, insertJobSubcategory, insertProvider, userIdByEmail } from '../applications/test-fixtures';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { billingPeriod } from './billing-periods';
import { generateDueSheets, generateSheet, startBillingSchedule } from './billing-service';

// Fixtures live in 2020, long before the demo seed's jobs and sheets, so the seed cannot
// disturb them: with the clock in April 2020 the last closed period is March 2020.
let now = Date.parse('2020-04-15T06:00:00.000Z');
let t: TestApp;
let admin: Session;
const p: Record<'business' | 'premium' | 'individual' | 'unknown', number> = { business: 0, premium: 0, individual: 0, unknown: 0 };
const jobs: Record<string, number> = {};
const mv = (local: string) => new Date(`${local}+05:00`).toISOString();

beforeAll(async () => {
  t = await startTestApp({ clock: () => now });
  admin = await t.login('admin');
  const db = t.db;
  p.business = await insertProvider(db, 'Qzbill Atoll Movers', { kind: 'business' });
  p.premium = await insertProvider(db, 'Qzbill Reef Builders', { kind: 'business' });
  p.individual = await insertProvider(db, 'Qzbill Solo Fixer', { kind: 'individual' });
  p.unknown = await insertProvider(db, 'Qzbill Unonboarded', { kind: null });
  await db.query(`insert into service_provider_subscriptions (user_id, subscription_type_id) select $1, id from subscription_types where slug = 'premium'`, [
    p.premium,
  ]);
  await db.query(
    `insert into business_onboardings (user_id, status, business_name, business_registration_no, business_type, contact_person_name,
       contact_person_designation, phone_number, email, bank_name, account_number, account_holder_name)
     values ($1, 'approved', 'Atoll Movers Pvt Ltd', 'C-1/2020', 'Logistics', 'Ali', 'Director', '+9607000001', 'a@movers.mv', 'Bank of Maldives', '7701', 'Atoll Movers')`,
    [p.business],
  );
  const subcategoryId = await insertJobSubcategory(db, 'Qzbill Moving');
  const customerId = await userIdByEmail(db, 'customer@example.com');
  const job = (name: string, providerId: number, cost: number | null, completedAt: string, status = 'completed') =>
    insertJob(db, { providerId, subcategoryId, customerId, cost, completedAt: mv(completedAt), status, title: name }).then((id) => (jobs[name] = id));
  await job('feb last second', p.business, 4000, '2020-02-29T23:59:59.999'); // leap day, February
  await job('march first instant', p.business, 12345, '2020-03-01T00:00:00.000'); // 1234.5 -> 1235
  await job('march last instant', p.business, 999, '2020-03-31T23:59:59.999'); // 99.9 -> 100
  await job('april first instant', p.business, 5000, '2020-04-01T00:00:00.000'); // April: still open
  await job('march not completed', p.business, 7000, '2020-03-10T10:00:00.000', 'vendor-completed');
  await job('march no cost', p.business, null, '2020-03-11T10:00:00.000');
  await job('premium a', p.premium, 10001, '2020-03-05T09:00:00.000'); // 750.075 -> 750
  await job('premium b', p.premium, 20, '2020-03-06T09:00:00.000'); // 1.5 -> 2
  await job('individual', p.individual, 50000, '2020-03-07T09:00:00.000');
  await job('no kind', p.unknown, 50000, '2020-03-08T09:00:00.000');
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url: `/api/v1${url}` }, admin);
  expect(res.statusCode).toBe(200);
  return res;
};
const sheetsIn2020 = async () =>
  contractData(calls.listTransferSheets, await get('/business-transfer-sheet?from=2020-01-01&to=2020-12-31&unpaginated=true')).items;
const itemsOf = async (id: number, query = '') => contractData(calls.transferSheetItems, await get(`/business-transfer-sheet/${id}/items?${query}`));

describe('generation (docs/billing.md)', () => {
  test('the first read generates every closed period since the earliest completed job, one sheet each', async () => {
    const sheets = await sheetsIn2020();
    expect(sheets.map((s) => [s.batch_name, s.billing_period_start, s.billing_period_end])).toEqual([
      ['BTS-2020-03', '2020-02-29T19:00:00.000Z', '2020-03-31T18:59:59.000Z'],
      ['BTS-2020-02', '2020-01-31T19:00:00.000Z', '2020-02-29T18:59:59.000Z'],
    ]);
    expect(sheets[0]).toMatchObject({
      status: 'open',
      createdBy: null,
      created_at: new Date(now).toISOString(),
      items_count: 2,
      outstanding_count: 2,
      total_billed_amount: 1335 + 752,
      total_paid_amount: 0,
    });
  });

  test("only business providers' completed jobs with a cost in the period; per-job half-up rounding; subscription rate", async () => {
    const [march] = await sheetsIn2020();
    const { items } = await itemsOf(march!.id);
    expect(
      items.map((i) => [i.billedServiceProvider.name, i.type.slug, i.profit_percentage_bp, i.total_jobs_count, i.billed_amount, i.paid_amount, i.status]),
    ).toEqual([
      ['Qzbill Atoll Movers', 'standard', 1000, 2, 1335, 0, 'outstanding'],
      ['Qzbill Reef Builders', 'premium', 750, 2, 752, 0, 'outstanding'],
    ]);
    const movers = items[0]!;
    expect(movers.jobs.map((j) => [j.id, j.job_total_cost, j.profit_amount, j.completed_at])).toEqual([
      [jobs['march first instant'], 12345, 1235, '2020-02-29T19:00:00.000Z'],
      [jobs['march last instant'], 999, 100, '2020-03-31T18:59:59.999Z'],
    ]);
    expect(movers).toMatchObject({
      billedServiceProvider: { business_name: 'Atoll Movers Pvt Ltd', email: 'qzbill.atoll.movers@fixture.test' },
      billed_service_provider_id: p.business,
      subscription_type_id: movers.type.id,
      overdue_at: '2020-04-15T18:59:59.000Z',
      remarks: null,
    });
    expect(items[1]!.billedServiceProvider.business_name).toBeNull();
    expect(items[1]!.jobs.map((j) => j.profit_amount)).toEqual([750, 2]);
  });

  test("the boundary job of 29 February (23:59:59.999 Maldives time) is February's", async () => {
    const february = (await sheetsIn2020())[1]!;
    const { items } = await itemsOf(february.id);
    expect(items.map((i) => [i.billedServiceProvider.name, i.jobs.map((j) => j.id), i.billed_amount])).toEqual([
      ['Qzbill Atoll Movers', [jobs['feb last second']], 400],
    ]);
  });

  test('idempotent: generating again creates nothing; the period is unique in the database', async () => {
    expect(await generateDueSheets(t.db, now)).toEqual([]);
    expect(await generateSheet(t.db, billingPeriod(2020, 3), new Date(now))).toBeUndefined();
    await expect(
      t.db.query(`insert into business_transfer_sheets (batch_name, billing_period_start, billing_period_end) values ('dup', $1, $2)`, [
        billingPeriod(2020, 3).start.toISOString(),
        billingPeriod(2020, 3).end.toISOString(),
      ]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'business_transfer_sheets_period_key' });
    expect(await sheetsIn2020()).toHaveLength(2);
  });

  test('concurrent generators of one period: one sheet, jobs billed once', async () => {
    const april = billingPeriod(2020, 4);
    const results = await Promise.all([generateSheet(t.db, april, new Date(now)), generateSheet(t.db, april, new Date(now))]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [row] = await t.db.query<{ n: number }>('select count(*)::int as n from business_transfer_sheet_item_jobs where job_id = $1', [
      jobs['april first instant'],
    ]);
    expect(row!.n).toBe(1);
    await t.db.query('delete from business_transfer_sheets where billing_period_start = $1', [april.start.toISOString()]);
  });

  test('a read after a period closes (Maldives midnight) produces its sheet; a new admin session at the new time', async () => {
    now = Date.parse('2020-04-30T18:59:59.000Z'); // 23:59:59 on 30 April in Malé: April still open
    admin = await t.login('admin');
    expect((await sheetsIn2020()).map((s) => s.batch_name)).toEqual(['BTS-2020-03', 'BTS-2020-02']);
    now = Date.parse('2020-04-30T19:00:00.000Z'); // midnight
    const schedule = contractData(calls.nextBillingTime, await get('/business-transfer-sheet/get-next-billing-time'));
    expect(schedule).toMatchObject({ systemTime: '2020-04-30T19:00:00.000Z', nextDate: '2020-05-31T18:59:59.000Z', lastDate: '2020-04-30T18:59:59.000Z' });
    expect(schedule.nextDates).toHaveLength(6);
    const sheets = await sheetsIn2020();
    expect(sheets.map((s) => s.batch_name)).toEqual(['BTS-2020-04', 'BTS-2020-03', 'BTS-2020-02']);
    expect((await itemsOf(sheets[0]!.id)).items.map((i) => [i.billed_amount, i.jobs.map((j) => j.id)])).toEqual([[500, [jobs['april first instant']]]]);
  });
});

describe('reads', () => {
  test('detail: totals and status; settled when every item is settled', async () => {
    const [, march] = await sheetsIn2020();
    const detail = contractData(calls.transferSheet, await get(`/business-transfer-sheet/${march!.id}`));
    expect(detail).toEqual(march);
    await t.db.query(`update business_transfer_sheet_items set status = 'settled', paid_amount = billed_amount where business_transfer_sheet_id = $1`, [
      march!.id,
    ]);
    expect(contractData(calls.transferSheet, await get(`/business-transfer-sheet/${march!.id}`))).toMatchObject({
      status: 'settled',
      outstanding_count: 0,
      total_paid_amount: 2087,
    });
  });

  test('list filters: status, search on batch name, period range; newest period first; pagination', async () => {
    const names = async (q: string) => contractData(calls.listTransferSheets, await get(`/business-transfer-sheet?${q}`)).items.map((s) => s.batch_name);
    expect(await names('from=2020-01-01&to=2020-12-31&status=settled')).toEqual(['BTS-2020-03']);
    expect(await names('from=2020-01-01&to=2020-12-31&status=open')).toEqual(['BTS-2020-04', 'BTS-2020-02']);
    expect(await names('search=2020-0&to=2020-12-31')).toEqual(['BTS-2020-04', 'BTS-2020-03', 'BTS-2020-02']);
    expect(await names('from=2020-03-01&to=2020-03-31')).toEqual(['BTS-2020-03']);
    const page = contractData(calls.listTransferSheets, await get('/business-transfer-sheet?from=2020-01-01&to=2020-12-31&size=2&page=2'));
    expect(page.pagination).toEqual({ next_page: null, previous_page: 1, total_pages: 2, total_items: 3, record_count: 1, current_page: 2 });
    const bad = await t.request({ method: 'GET', url: '/api/v1/business-transfer-sheet?from=2020-13-01&status=paid' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issuesByField(bad)).sort()).toEqual(['from', 'status']);
  });

  test('items: search by provider or business name, status and overdue filters', async () => {
    const [, , february] = await sheetsIn2020();
    const [, march] = await sheetsIn2020();
    const names = async (id: number, q: string) => (await itemsOf(id, q)).items.map((i) => i.billedServiceProvider.name);
    expect(await names(march!.id, 'search=reef')).toEqual(['Qzbill Reef Builders']);
    expect(await names(march!.id, 'search=atoll movers pvt')).toEqual(['Qzbill Atoll Movers']);
    expect(await names(march!.id, 'status=settled')).toEqual(['Qzbill Atoll Movers', 'Qzbill Reef Builders']);
    expect(await names(march!.id, 'status=outstanding')).toEqual([]);
    // February's item fell due on 15 March; it is April now.
    expect(await names(february!.id, 'overdue=true')).toEqual(['Qzbill Atoll Movers']);
    expect(await names(march!.id, 'overdue=true')).toEqual([]);
    expect(await names(march!.id, 'overdue=false')).toHaveLength(2);
    expect((await itemsOf(march!.id, 'size=1&page=3')).pagination).toMatchObject({ record_count: 0, previous_page: 2, total_items: 2 });
  });

  test('unknown sheet: 404 for detail and items; malformed id: 400', async () => {
    for (const url of ['/business-transfer-sheet/999999', '/business-transfer-sheet/999999/items']) {
      const res = await t.request({ method: 'GET', url: `/api/v1${url}` }, admin);
      expect(res.statusCode).toBe(404);
      expect(errorBody(res).title).toBe('Transfer sheet not found');
    }
    expect((await t.request({ method: 'GET', url: '/api/v1/business-transfer-sheet/abc' }, admin)).statusCode).toBe(400);
  });
});

describe('schedule (main.ts)', () => {
  test('generates missing sheets at start, then on its timer as periods close; stops when asked', async () => {
    let clock = Date.parse('2020-06-10T00:00:00.000Z');
    // Each tick reads the clock first thing (the schedule's run), so reads count ticks.
    let clockReads = 0;
    const second = await startTestApp({
      db: t.db,
      clock: () => {
        clockReads += 1;
        return clock;
      },
    });
    const periods = async () =>
      (await t.db.query<{ batch_name: string }>("select batch_name from business_transfer_sheets where batch_name like 'BTS-2020-%' order by 1")).map(
        (r) => r.batch_name,
      );
    const until = async (check: () => Promise<boolean>) => {
      for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
    };
    const intervalMs = 20;
    /** Resolves once `n` intervals of the schedule's period have fired (a timer made later fires after its own). */
    const intervalsElapsed = (n: number) =>
      new Promise<void>((resolve) => {
        let fired = 0;
        const timer = setInterval(() => {
          fired += 1;
          if (fired === n) {
            clearInterval(timer);
            resolve();
          }
        }, intervalMs);
      });
    const stop = startBillingSchedule(second.app, t.db, intervalMs);
    try {
      await until(async () => (await periods()).includes('BTS-2020-05'));
      expect(await periods()).toEqual(['BTS-2020-02', 'BTS-2020-03', 'BTS-2020-04', 'BTS-2020-05']);
      clock = Date.parse('2020-06-30T19:00:00.000Z'); // midnight, 1 July in Malé
      await until(async () => (await periods()).includes('BTS-2020-06'));
      expect(await periods()).toContain('BTS-2020-06');

      // stop() alone, with the app still open (closing it stops the schedule too).
      stop();
      const readsAtStop = clockReads;
      clock = Date.parse('2020-08-01T00:00:00.000Z');
      await intervalsElapsed(10);
      expect(clockReads).toBe(readsAtStop);
      expect(await periods()).not.toContain('BTS-2020-07');
    } finally {
      stop();
      await second.close();
    }
  });
});
