import { expect, type Page, test } from '@playwright/test';
import { clickUntil, popupsSettled, signIn, watchConsole } from './support';

/** The list's column headers, as shown. */
const headers = (page: Page) => page.locator('.ant-table-thead th').allInnerTexts();

test.describe('List columns, density and keyboard', () => {
  test('tickets: a hidden column stays hidden after a reload; j j Enter opens the second ticket', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, '/tickets');
    await expect(page.locator('.ant-table-row').nth(1)).toBeVisible();
    expect(await headers(page)).toContain('Raised by');

    await page.getByRole('button', { name: 'Columns' }).click();
    const box = page.getByRole('list', { name: 'Columns' }).getByRole('checkbox', { name: 'Raised by' });
    await popupsSettled(page);
    // The URL changes, then the box (not at once: no uncheck()).
    await clickUntil(
      box,
      () => expect(box).not.toBeChecked({ timeout: 3_000 }),
      () => box.isChecked(),
    );
    await expect(page).toHaveURL(/cols=/);
    await expect.poll(() => headers(page)).not.toContain('Raised by');
    await page.reload();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    expect(await headers(page)).not.toContain('Raised by');
    expect((await headers(page)).length).toBeGreaterThan(2);

    // The keyboard: the second row's reference, then j j Enter opens its details.
    const second = (
      await page
        .locator('.ant-table-row')
        .nth(1)
        .getByRole('button', { name: /^Open ticket / })
        .innerText()
    ).trim();
    await page.locator('h1').click(); // nothing focused that takes keys
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(page.locator('[data-row-focused="true"]')).toContainText(second);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').filter({ hasText: second }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('atolls: / focuses the search; j Enter opens the first atoll for editing; density from the URL', async ({ page }) => {
    await signIn(page, '/admin/atoll?density=small');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expect(page.locator('.ant-table-small')).toHaveCount(1);
    const firstName = (await page.locator('.ant-table-row').first().locator('td').first().innerText()).trim();

    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(page.getByPlaceholder(/Search atolls/)).toBeFocused();
    // Typed into the search, `j` is a letter, not a shortcut.
    await page.keyboard.type('j');
    await expect(page.getByPlaceholder(/Search atolls/)).toHaveValue('j');
    await page.getByPlaceholder(/Search atolls/).fill('');
    await expect(page).not.toHaveURL(/search=/);

    await page.locator('h1').click();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Edit atoll ${firstName}` });
    await expect(dialog).toBeVisible();
    await popupsSettled(page);
    // While the dialog is open the list's keys are off: `j` types into its field.
    await dialog.getByLabel('Name').press('End');
    await dialog.getByLabel('Name').press('j');
    await expect(dialog.getByLabel('Name')).toHaveValue(`${firstName}j`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the command palette (Ctrl+K) finds a ticket by reference and opens it; ? lists the shortcuts; g then j goes to the jobs', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, '/admin/atoll');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await page.locator('h1').click();
    await page.keyboard.press('Control+k');
    const palette = page.locator('.ant-layout-header').getByRole('combobox', { name: 'Search screens' });
    await expect(palette).toBeFocused();
    await palette.fill('tck-2026-000001');
    const hit = page.locator('.ant-select-item-option', { hasText: 'TCK-2026-000001' });
    await expect(hit).toBeVisible();
    // A click while the list is still opening can do nothing on a loaded machine (as in shell.spec's
    // jumpWithSearch): pick again until the page moves.
    await expect(async () => {
      if (!/\/tickets\?/.test(page.url())) await hit.click({ timeout: 2_000 });
      await expect(page).toHaveURL(/\/tickets\?ticket=TCK-2026-000001$/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('dialog').filter({ hasText: 'TCK-2026-000001' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/tickets$/);

    await page.locator('h1').click();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row', { name: /g then j Go to All Jobs/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await page.locator('h1').click();
    await page.keyboard.press('g');
    await page.keyboard.press('j');
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Jobs' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
