import { expect, type Page, test } from '@playwright/test';
import { ADMIN, adminToken, apiCall, createAdmin, popupsSettled, newBrowserPage, signIn, signInWithForm, watchConsole } from './support';

/** Renames the atoll with `code` through its edit dialog, as an admin does. */
async function renameAtoll(page: Page, code: string, from: string, to: string) {
  await page.goto(`/admin/atoll?search=${code}`);
  const row = page.locator('.ant-table-row', { hasText: code });
  await row.getByRole('button', { name: `Edit ${from}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit atoll ${from}` });
  await popupsSettled(page);
  await edit.getByLabel('Name').fill(to);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.locator('.ant-table-row', { hasText: code })).toContainText(to);
}

test.describe('Activity: the audit trail and each record history', () => {
  test('two admins rename one atoll in turn: the Activity screen shows both, newest first, before and after', async ({ browser, request }) => {
    const stamp = Date.now() % 1_000_000;
    const code = `A${stamp}`;
    const token = await adminToken(request);
    const second = await createAdmin(request, token, 'Aishath Second', stamp);
    const atoll = await apiCall<{ id: number }>(request, token, 'post', '/atoll/create', { name: 'Activity Zero', code, province: null });

    const first = await newBrowserPage(browser);
    const other = await newBrowserPage(browser);
    const errors = [...watchConsole(first.page), ...watchConsole(other.page)];
    await signIn(first.page, `/admin/atoll?search=${code}`);
    await signInWithForm(other.page, second);

    await renameAtoll(first.page, code, 'Activity Zero', 'Activity One');
    await renameAtoll(other.page, code, 'Activity One', 'Activity Two');

    // The Admin group of the menu lists the screen; the record type and the record come from the URL.
    await first.page.goto(`/admin/activity?entity_type=atoll&entity_id=${atoll.id}`);
    await expect(first.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Activity' })).toBeVisible();
    await expect(first.page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const rows = first.page.locator('.ant-table-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(`${second.name} (${second.email})`);
    await expect(rows.nth(0)).toContainText('Update');
    await expect(rows.nth(1)).toContainText(`${ADMIN.name} (${ADMIN.email})`);
    await expect(rows.nth(1)).toContainText('Update');
    await expect(rows.nth(2)).toContainText('Create');
    await expect(rows.nth(0).getByRole('link', { name: `Atoll #${atoll.id}` })).toHaveAttribute('href', '/admin/atoll');

    for (const i of [0, 1])
      await rows
        .nth(i)
        .getByRole('button', { name: /expand row/i })
        .click();
    const changes = first.page.getByTestId('audit-change');
    await expect(changes).toHaveText(['name: Activity One -> Activity Two', 'name: Activity Zero -> Activity One']);
    expect(errors).toEqual([]);
    await first.context.close();
    await other.context.close();
  });

  test("a ticket's drawer shows its own history", async ({ page, request }) => {
    const errors = watchConsole(page);
    const token = await adminToken(request);
    // A ticket of its own: the seeded ones are what the tickets spec reads, in parallel.
    const picker = await apiCall<{ subcategories: { id: number }[] }[]>(request, token, 'get', '/ticket/category-subcategory-select');
    const subcategory = picker.flatMap((category) => category.subcategories)[0]!;
    const ticket = await apiCall<{ id: number; reference_no: string; description: string }>(request, token, 'post', '/tickets', {
      description: `Opened by the activity test ${Date.now()}`,
      ticket_subcategory_id: subcategory.id,
    });
    const description = `Checked by the activity test ${Date.now()}`;
    await apiCall(request, token, 'patch', `/tickets/${ticket!.id}`, { description });

    await signIn(page, `/tickets?ticket=${ticket!.reference_no}`);
    const history = page.getByRole('dialog').getByRole('region', { name: 'Record history' });
    const newest = history.getByTestId('history-event').first();
    await expect(newest).toContainText(`Update by ${ADMIN.name} (${ADMIN.email})`);
    await expect(newest.getByTestId('audit-change')).toHaveText(`description: ${ticket!.description} -> ${description}`);
    expect(errors).toEqual([]);
  });
});
