import { expect, type Page, test } from '@playwright/test';
import { signIn, watchConsole } from './support';

/**
 * Server sorting of the lists (issue 35): a header click sorts every matching row on the server
 * (page 2 goes on where page 1 stopped), the sort lives in the URL beside the filters (a reload or
 * a shared link keeps it), a third click goes back to the spec's order. Other specs add records in
 * parallel, so the checks are on order, not on fixed rows.
 */

/** The text of one column's cells on the page shown, found by its header (selection columns count). */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await page.locator('.ant-table-thead > tr > th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column "${header}" among ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  return (await page.locator(`.ant-table-tbody > tr.ant-table-row > td:nth-child(${index + 1})`).allInnerTexts()).map((t) => t.trim());
}

/** Byte order of the lower-cased text, as the server's `lower(x) collate "C"`. */
const byText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a.toLowerCase()), Buffer.from(b.toLowerCase())];
  return Buffer.compare(x, y);
};
const inOrder = (values: string[], compare: (a: string, b: string) => number, direction: 1 | -1) =>
  values.length > 1 && values.every((value, i) => i === 0 || direction * compare(values[i - 1]!, value) <= 0);

/** Waits until the shown column is in order (the sorted page has arrived), and returns it. */
async function sortedColumn(page: Page, header: string, compare: (a: string, b: string) => number, direction: 1 | -1) {
  await expect.poll(async () => inOrder(await columnTexts(page, header), compare, direction), { message: `${header} in order` }).toBe(true);
  return columnTexts(page, header);
}

/** Page 2 goes on from page 1: the order is the server's over every row, not the page's own. */
async function nextPageContinues(page: Page, header: string, compare: (a: string, b: string) => number, direction: 1 | -1) {
  const first = await sortedColumn(page, header, compare, direction);
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(async () => (await columnTexts(page, header))[0] !== first[0]).toBe(true);
  const second = await sortedColumn(page, header, compare, direction);
  expect(direction * compare(first.at(-1)!, second[0]!)).toBeLessThanOrEqual(0);
}

test.describe('Sorting the lists', () => {
  test('jobs: a header click sorts by title on the server, both ways; the URL keeps it; a third click restores the spec order', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, '/jobs');
    const title = page.getByRole('columnheader', { name: 'Title' });
    await expect(page.locator('.ant-table-row').first()).toBeVisible();

    await title.click();
    await expect(page).toHaveURL(/[?&]sort=title(&|$)/);
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    await nextPageContinues(page, 'Title', byText, 1);

    // A shared link (or a reload) opens the same order; the next click turns it around from page 1.
    await page.reload();
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    await title.click();
    await expect(page).toHaveURL(/[?&]sort=-title(&|$)/);
    expect(page.url()).not.toMatch(/page=2/);
    await expect(title).toHaveAttribute('aria-sort', 'descending');
    await sortedColumn(page, 'Title', byText, -1);

    await title.click();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(title).not.toHaveAttribute('aria-sort', /ascending|descending/);
    expect(errors).toEqual([]);
  });

  test('jobs: the budget sorts as money, empty budgets last both ways, with a filter kept', async ({ page }) => {
    await signIn(page, '/jobs?status=completed&sort=-job_estimated_budget');
    const cents = (text: string) => (text === '-' ? Number.NEGATIVE_INFINITY : Math.round(Number(text.replace(/[^\d.]/g, '')) * 100));
    const byMoney = (a: string, b: string) => cents(a) - cents(b);
    await expect(page.getByRole('columnheader', { name: 'Budget' })).toHaveAttribute('aria-sort', 'descending');
    const budgets = await sortedColumn(page, 'Budget', byMoney, -1);
    expect(budgets[0]).toMatch(/^MVR [\d,]+\.\d{2}$/);
    expect(page.url()).toContain('status=completed');
  });

  test('tickets: reference numbers sort descending across pages', async ({ page }) => {
    await signIn(page, '/tickets');
    const reference = page.getByRole('columnheader', { name: 'Reference' });
    await reference.click();
    await expect(reference).toHaveAttribute('aria-sort', 'ascending');
    await reference.click();
    await expect(page).toHaveURL(/[?&]sort=-reference_no(&|$)/);
    await nextPageContinues(page, 'Reference', (a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)), -1);
  });

  test('users (an admin list): names sort ascending and the search is kept', async ({ page }) => {
    await signIn(page, '/admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('a');
    await expect(page).toHaveURL(/search=a/);
    await page.getByRole('columnheader', { name: 'Name' }).click();
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
    expect(page.url()).toContain('search=a');
    // The signed-in admin's row carries a "You" tag after the name.
    const byName = (a: string, b: string) => byText(a.replace(/\s*You$/, ''), b.replace(/\s*You$/, ''));
    await nextPageContinues(page, 'Name', byName, 1);
  });
});
