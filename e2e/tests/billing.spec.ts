import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, API, choose, signIn, watchConsole } from './support';

/** The parts of the API's answers this suite reads (docs/billing.md). */
interface Sheet {
  id: number;
  batch_name: string;
  items_count: number;
  total_billed_amount: number;
  total_paid_amount: number;
}
interface Job {
  id: number;
  title: string;
}
interface Item {
  id: number;
  status: 'outstanding' | 'settled' | 'failed';
  overdue_at: string;
  total_jobs_count: number;
  profit_percentage_bp: number;
  billed_amount: number;
  paid_amount: number;
  type: { name: string };
  billedServiceProvider: { name: string; email: string };
  jobs: Job[];
}
type Page_<T> = { items: T[] };

const SOURCE = { 'x-app-source': 'admin-app' };
const LIST = '/billing/business-transfer-sheet';
const details = (id: number) => `${LIST}/${id}/details`;

/**
 * A GET helper signed in as the admin on its own session (access tokens live 20 s in this run,
 * so each test signs in afresh and reads what it needs up front).
 */
async function adminApi(request: APIRequestContext) {
  const login = await request.post(`${API}/login/admin`, { headers: SOURCE, data: { email: ADMIN.email, password: ADMIN.password } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return async <T>(path: string): Promise<T> => {
    const res = await request.get(`${API}${path}`, { headers: { ...SOURCE, authorization: `Bearer ${token}` } });
    expect(res.status(), path).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };
}

// Expected texts, computed here from the API's integers without floats: 1999 -> '19.99'.
const decimal = (n: number) => {
  const digits = String(Math.abs(n)).padStart(3, '0');
  return `${n < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};
const mvr = (cents: number) => {
  const [units, fraction] = decimal(Math.abs(cents)).split('.') as [string, string];
  return `MVR ${cents < 0 ? '-' : ''}${units.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
};
const percent = (bp: number) => `${decimal(bp)}%`;
const STATUS = { outstanding: 'Outstanding', settled: 'Settled', failed: 'Failed' } as const;

/** The newest seeded sheet that has items, and its items (all of them, by provider name). */
async function seededSheet(request: APIRequestContext): Promise<{ sheet: Sheet; items: Item[] }> {
  const get = await adminApi(request);
  const sheets = await get<Page_<Sheet>>(`/business-transfer-sheet?size=100`);
  const sheet = sheets.items.find((s) => s.items_count > 0);
  expect(sheet, 'the demo seed has a sheet with items').toBeTruthy();
  const items = await get<Page_<Item>>(`/business-transfer-sheet/${sheet!.id}/items?unpaginated=true`);
  expect(items.items.length).toBe(sheet!.items_count);
  return { sheet: sheet!, items: items.items };
}

const itemRow = (page: Page, item: Item) => page.locator('.ant-table-row', { hasText: item.billedServiceProvider.email });

test.describe('Billing module against the real API', () => {
  test('opens a seeded sheet from the list; an item, the footer and the jobs match the API', async ({ page, request }) => {
    const errors = watchConsole(page);
    const { sheet, items } = await seededSheet(request);
    const item = items[0]!;
    await signIn(page, LIST);

    await expect(page.getByRole('heading', { level: 1, name: 'Business transfer sheets' })).toBeVisible();
    const clock = page.getByRole('region', { name: 'Billing clock' });
    await expect(clock.getByText('Maldives time (UTC+05:00)')).toBeVisible();
    await expect(clock.getByText('Next generation')).toBeVisible();
    await expect(clock.getByText(/, 11:59 PM$/).first()).toBeVisible(); // periods close at 23:59:59 Maldives time

    await page.getByRole('link', { name: `Open transfer sheet ${sheet.batch_name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${details(sheet.id)}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Transfer sheet ${sheet.batch_name}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const row = itemRow(page, item);
    await expect(row).toContainText(item.billedServiceProvider.name);
    await expect(row).toContainText(item.type.name);
    await expect(row).toContainText(percent(item.profit_percentage_bp));
    await expect(row).toContainText(mvr(item.billed_amount));
    await expect(row).toContainText(mvr(item.paid_amount));
    await expect(row).toContainText(mvr(item.billed_amount - item.paid_amount));
    await expect(row).toContainText(STATUS[item.status]);
    if (item.status === 'outstanding' && Date.parse(item.overdue_at) < Date.now()) await expect(row).toContainText('Overdue');

    // The footer adds the items up; with every item on screen it equals the sheet's own totals.
    const footer = page.locator('.ant-table-summary').first();
    await expect(footer).toContainText(`Total (${sheet.items_count} ${sheet.items_count === 1 ? 'item' : 'items'})`);
    await expect(footer).toContainText(mvr(sheet.total_billed_amount));
    await expect(footer).toContainText(mvr(sheet.total_paid_amount));
    await expect(footer).toContainText(mvr(sheet.total_billed_amount - sheet.total_paid_amount));
    await expect(page.getByText("The items do not add up to the sheet's totals")).toHaveCount(0);

    // Expanding the item shows its jobs, each linked to the Jobs module's list narrowed to it.
    await row.getByRole('button', { name: /expand row/i }).click();
    const job = item.jobs[0]!;
    const link = page.getByRole('link', { name: `Open job #${job.id} ${job.title} in Jobs` });
    await expect(link).toHaveAttribute('href', `/jobs?jobIdList=${job.id}&job=${job.id}`);
    expect(item.jobs.length).toBe(item.total_jobs_count);
    expect(errors).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/jobs\\?jobIdList=${job.id}&job=${job.id}$`));
  });

  test('downloads the items of a sheet as CSV: the table headers and exact decimal amounts', async ({ page, request }) => {
    const { sheet, items } = await seededSheet(request);
    await signIn(page, details(sheet.id));
    await expect(itemRow(page, items[0]!)).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Export CSV/ }).click()]);
    expect(download.suggestedFilename()).toBe(`${sheet.batch_name}-items.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte order mark for spreadsheets
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Billed provider,Business name,Email,Item type,Profit percentage,Total jobs,Billed amount,Paid amount,Outstanding,Status,Overdue date,Overdue,Remarks',
    );
    expect(lines).toHaveLength(items.length + 1);
    for (const item of items) {
      const line = lines.find((l) => l.includes(`,${item.billedServiceProvider.email},`));
      expect(line, item.billedServiceProvider.email).toBeTruthy();
      expect(line).toContain(
        `,${item.type.name},${percent(item.profit_percentage_bp)},${item.total_jobs_count},${decimal(item.billed_amount)},${decimal(item.paid_amount)},${decimal(item.billed_amount - item.paid_amount)},${STATUS[item.status]},`,
      );
      expect(line).toMatch(/,\d{4}-\d{2}-\d{2}T23:59:59\+05:00,(yes|no),/); // due at 23:59:59 Maldives time
    }
  });

  test('item filters live in the URL, and an unknown sheet shows not found inside the layout', async ({ page, request }) => {
    const { sheet, items } = await seededSheet(request);
    const settled = items.filter((item) => item.status === 'settled');
    await signIn(page, details(sheet.id));
    await expect(itemRow(page, items[0]!)).toBeVisible();

    await choose(page, page.getByRole('combobox', { name: 'Filter by status' }), '', 'Settled');
    await expect(page).toHaveURL(/status=settled/);
    const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
    if (settled.length === 0) await expect(page.getByText('No items match these filters')).toBeVisible();
    else {
      await expect(rows).toHaveCount(settled.length);
      for (const item of settled) await expect(itemRow(page, item)).toContainText('Settled');
      await expect(page.locator('.ant-table-summary').first()).toContainText(`Whole sheet (${sheet.items_count}`);
    }
    await page.reload();
    // Until first used, a filter is drawn as a box showing its choice (shared-ui's lazy Select).
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('Settled');

    await page.goto(details(987654));
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer sheet not found' })).toBeVisible();
    await expect(page.getByTestId('user-card')).toBeVisible(); // inside the shell's layout
    await expect(page.getByText(/There is no transfer sheet with id “987654”/)).toBeVisible();
    // Not clicked: after the 404's toast the shell stops committing client-side navigations (reported to the lead).
    await expect(page.getByRole('link', { name: 'See all transfer sheets' })).toHaveAttribute('href', LIST);
  });
});
