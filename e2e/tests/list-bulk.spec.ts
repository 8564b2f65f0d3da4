import { expect, test, type Page } from '@playwright/test';
import { ADMIN, adminToken, apiCall, popupsSettled, signIn, watchConsole } from './support';

const bar = (page: Page) => page.getByRole('toolbar', { name: 'Bulk actions' });
/** The open antd dialog with this title. */
const dialog = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const selectPage = (page: Page) => page.locator('.ant-table-thead').getByRole('checkbox').check();

test.describe('Bulk actions on lists', () => {
  test('tickets: close 3 of which one is already closed; the report names it and who closed it', async ({ page, request }) => {
    const errors = watchConsole(page);
    const token = await adminToken(request);
    const stamp = Date.now();
    // Tickets of its own: the seeded ones are what the tickets spec reads, in parallel.
    const picker = await apiCall<{ subcategories: { id: number }[] }[]>(request, token, 'get', '/ticket/category-subcategory-select');
    const subcategory = picker.flatMap((category) => category.subcategories)[0]!;
    const tickets: { id: number }[] = [];
    for (const n of [1, 2, 3]) {
      tickets.push(
        await apiCall(request, token, 'post', '/tickets', { description: `Bulk close ${stamp} number ${n}`, ticket_subcategory_id: subcategory.id }),
      );
    }
    await apiCall(request, token, 'post', `/ticket/close/${tickets[2]!.id}`);

    await signIn(page, `/tickets?search=${stamp}`);
    await expect(page.locator('.ant-table-row')).toHaveCount(3);
    await selectPage(page);
    await expect(bar(page)).toContainText('3 tickets selected');
    await bar(page).getByRole('button', { name: 'Close', exact: true }).click();
    const confirm = dialog(page, 'Close 3 tickets?');
    await popupsSettled(page);
    await confirm.getByRole('button', { name: 'Close 3 tickets' }).click();

    const report = dialog(page, '2 tickets closed, 1 not');
    await expect(report).toBeVisible();
    await expect(report.getByRole('listitem')).toHaveText([`#${tickets[2]!.id}: The ticket is closed: it can no longer be changed. Closed by ${ADMIN.name}.`]);
    await report.getByRole('button', { name: 'OK' }).click();
    await expect(bar(page)).toBeHidden();
    await expect(page.locator('.ant-table-row', { hasText: 'Closed' })).toHaveCount(3);
    expect(errors).toEqual([]);
  });

  test('job categories: deactivate 2', async ({ page, request }) => {
    const errors = watchConsole(page);
    const token = await adminToken(request);
    const stamp = Date.now();
    for (const n of [1, 2]) await apiCall(request, token, 'post', '/job-categories', { name: `Bulk ${stamp} ${n}` });

    await signIn(page, `/admin/job-category?search=${stamp}`);
    await expect(page.locator('.ant-table-row')).toHaveCount(2);
    await expect(page.getByRole('switch', { checked: true })).toHaveCount(2);
    await selectPage(page);
    await bar(page).getByRole('button', { name: 'Deactivate' }).click();
    await expect(dialog(page, 'Deactivate 2 job categories?')).toBeVisible();
    await popupsSettled(page);
    await dialog(page, 'Deactivate 2 job categories?').getByRole('button', { name: 'Deactivate 2 job categories' }).click();
    const report = dialog(page, '2 job categories deactivated, 0 not');
    await expect(report).toBeVisible();
    await report.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('switch', { checked: false })).toHaveCount(2);
    expect(errors).toEqual([]);
  });
});
