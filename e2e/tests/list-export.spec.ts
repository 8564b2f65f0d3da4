import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall, signIn, watchConsole } from './support';

/**
 * Export of the lists (issue 35): the Export button saves every row that matches the list's
 * search and filters (not only the page on screen) as CSV with a BOM, under the screen's columns;
 * with rows selected, only those rows. Totals come from the API at the moment of the export.
 */

type Page1 = { pagination: { total_items: number } };

/** The cells of one CSV line (quoted cells may hold commas and doubled quotes). */
const cells = (line: string): string[] =>
  [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!));

/** Clicks Export (or "Export N selected") and returns the saved file. */
async function exportFile(page: Page, name: RegExp = /(^|\s)Export$/): Promise<{ download: Download; header: string[]; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text.slice(1).split('\r\n').filter(Boolean);
  return { download, header: cells(header!), rows: rows.map(cells) };
}

test.describe('Export of the lists', () => {
  test('jobs: the file holds every job the filter matches, across pages, named by the list and the day', async ({ page, request }) => {
    const errors = watchConsole(page);
    const total = (await apiCall<Page1>(request, await adminToken(request), 'get', '/jobs?status=completed&size=1')).pagination.total_items;
    await signIn(page, '/jobs?status=completed');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const { download, header, rows } = await exportFile(page);
    expect(download.suggestedFilename()).toMatch(/^jobs-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(header).toEqual([
      'ID',
      'Title',
      'Status',
      'Type',
      'Customer',
      'Provider',
      'Category / Subcategory',
      'Budget (MVR)',
      'Total cost (MVR)',
      'Created (Maldives time, UTC+05:00)',
    ]);
    expect(rows.length).toBe(total);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row[2]).toBe('completed');
    expect(errors).toEqual([]);
  });

  test('tickets: with two rows selected, only those two are exported', async ({ page }) => {
    await signIn(page, '/tickets');
    const rows = page.locator('.ant-table-row');
    await expect(rows.nth(1)).toBeVisible();
    const references = [];
    for (const i of [0, 1]) {
      await rows.nth(i).getByRole('checkbox').check();
      references.push((await rows.nth(i).locator('td').nth(1).innerText()).trim());
    }
    const file = await exportFile(page, /Export 2 selected$/);
    expect(file.header[0]).toBe('Reference');
    expect(file.rows.map((r) => r[0])).toEqual(references);
  });

  test('islands: a selected row renamed out of the search since is left out of the file, and the page says so', async ({ page, request }) => {
    const errors = watchConsole(page);
    const token = await adminToken(request);
    const stamp = Date.now() % 1_000_000;
    const atolls = await apiCall<{ items: Array<{ id: number }> }>(request, token, 'get', '/atolls?search=Kaafu');
    const islands = [];
    for (const suffix of ['One', 'Two'])
      islands.push(
        await apiCall<{ id: number; name: string }>(request, token, 'post', '/island/create', {
          name: `Xport ${stamp} ${suffix}`,
          atoll_id: atolls.items[0]!.id,
          active: true,
        }),
      );
    await signIn(page, `/admin/island?search=Xport ${stamp}`);
    const rows = page.locator('.ant-table-row');
    await expect(rows).toHaveCount(2);
    for (const i of [0, 1]) await rows.nth(i).getByRole('checkbox').check();
    // Another admin renames one of them: it no longer matches the list's search.
    await apiCall(request, token, 'patch', `/island/update/${islands[1]!.id}`, { name: `Renamed ${stamp}` });

    const file = await exportFile(page, /Export 2 selected$/);
    expect(file.rows.map((r) => r[0])).toEqual([`Xport ${stamp} One`]);
    await expect(page.getByRole('status').filter({ hasText: 'selected rows exported' })).toHaveText(
      "1 of 2 selected rows exported: 1 no longer matches the list's search and filters.",
    );
    expect(errors).toEqual([]);
  });

  test("users (an admin list): the search applies and the chosen columns are the file's columns, in their order", async ({ page, request }) => {
    const total = (await apiCall<Page1>(request, await adminToken(request), 'get', '/users?search=example&size=1')).pagination.total_items;
    await signIn(page, '/admin/users?search=example&cols=email,name');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const { header, rows } = await exportFile(page);
    expect(header).toEqual(['E-mail', 'Name', 'Created (Maldives time, UTC+05:00)']);
    expect(rows.length).toBe(total);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(`${row[0]} ${row[1]}`.toLowerCase()).toContain('example');
  });
});
