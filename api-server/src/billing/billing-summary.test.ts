import { calls } from '../contract';
import { contractData } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

// GET /business-transfer-sheet/summary (the dashboard's billing figures, an addition beyond
// spec §7), checked against the sheet and item lists of the seeded sheets.
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const get = async (url: string) => (await t.request({ method: 'GET', url: `/api/v1${url}` }, admin)).json().data;
const summary = async () => contractData(calls.billingSummary, await t.request({ method: 'GET', url: '/api/v1/business-transfer-sheet/summary' }, admin));

test('the latest sheet and what is still owed on it, as the sheet list counts it', async () => {
  const s = await summary();
  const [latest] = (await get('/business-transfer-sheet?size=1')).items;
  expect(latest).toBeDefined();
  expect(s.latest_sheet).toEqual({ id: latest.id, batch_name: latest.batch_name, outstanding_amount: latest.total_billed_amount - latest.total_paid_amount });
  expect(Number.isInteger(s.latest_sheet!.outstanding_amount)).toBe(true);
});

test('overdue items per sheet equal each sheet’s overdue=true list, newest first, and add up', async () => {
  const s = await summary();
  const sheets = (await get('/business-transfer-sheet?unpaginated=true')).items as Array<{ id: number; batch_name: string }>;
  const expected = [];
  let amount = 0;
  for (const sheet of sheets) {
    const items = (await get(`/business-transfer-sheet/${sheet.id}/items?overdue=true&unpaginated=true`)).items as Array<{
      billed_amount: number;
      paid_amount: number;
    }>;
    if (items.length) expected.push({ id: sheet.id, batch_name: sheet.batch_name, items: items.length });
    amount += items.reduce((n, i) => n + i.billed_amount - i.paid_amount, 0);
  }
  expect(s.overdue.sheets).toEqual(expected);
  expect(s.overdue.items).toBe(expected.reduce((n, x) => n + x.items, 0));
  expect(s.overdue.amount).toBe(amount);
  expect(s.overdue.items).toBeGreaterThan(0);
});

test('the next sheet is the schedule’s next date', async () => {
  expect((await summary()).next_sheet_at).toBe((await get('/business-transfer-sheet/get-next-billing-time')).nextDate);
});

test('before the first sheet: no latest sheet, nothing overdue', async () => {
  await t.db.query('delete from business_transfer_sheet_item_jobs');
  await t.db.query('delete from business_transfer_sheet_items');
  await t.db.query('delete from business_transfer_sheets');
  // Reading regenerates due sheets from completed jobs; with none billable the sheets are empty.
  await t.db.query("update jobs set status = 'cancelled', completed_at = null where status = 'completed'");
  const s = await summary();
  expect(s.overdue).toEqual({ items: 0, amount: 0, sheets: [] });
  expect(s.latest_sheet === null || s.latest_sheet.outstanding_amount === 0).toBe(true);
});
