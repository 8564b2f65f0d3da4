import { expect, test, type Page } from '@playwright/test';
import { ADMIN, choose, popupsSettled, signIn, watchConsole } from './support';

/** A 1×1 PNG: the server decides a file's type by its first bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const drawer = (page: Page) => page.locator('.ant-drawer');
const rowWith = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

test.describe('Tickets module against the real API', () => {
  test('a seeded ticket: conversation, a reply with a PNG, assignment and closing, all in the list too', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, '/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'All Tickets' })).toBeVisible();

    await page.getByPlaceholder(/Search tickets/).fill('parcel from Malé to Maafushi');
    await expect(page).toHaveURL(/search=/);
    const row = rowWith(page, 'Parcel delayed');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Submitted');
    await expect(row).toContainText('Unassigned');
    const reference = (await row.getByRole('button', { name: /^Open ticket/ }).innerText()).trim();
    await row.getByRole('button', { name: /^Open ticket/ }).click();
    await expect(page).toHaveURL(new RegExp(`ticket=${reference}`));

    const view = drawer(page);
    await expect(view.getByText('My parcel from Malé to Maafushi was due yesterday', { exact: false })).toBeVisible();
    const conversation = view.getByRole('list', { name: 'Conversation' });
    await expect(conversation).toContainText('The tracking still shows it at the Malé jetty.');

    // A reply with a PNG goes in one multipart request and shows with its preview.
    const text = `We are on it (${Date.now()})`;
    await view.getByRole('textbox', { name: 'Message' }).fill(text);
    await view.locator('input[type="file"]').setInputFiles({ name: 'jetty.png', mimeType: 'image/png', buffer: PNG });
    await expect(view.getByText('jetty.png')).toBeVisible();
    await view.getByRole('button', { name: 'Send', exact: true }).click();
    const mine = conversation.getByRole('listitem').filter({ hasText: text });
    await expect(mine).toContainText('You');
    await expect(mine.getByRole('img', { name: 'jetty.png' })).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    // A file that only pretends to be a PNG is refused in the picker with the contract's message.
    await view.locator('input[type="file"]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(view.getByText('fake.png: Only PNG, JPEG, WebP and PDF files are allowed')).toBeVisible();

    // Assign to myself with remarks.
    await view.getByRole('button', { name: 'Assign', exact: true }).click();
    const assign = page.getByRole('dialog', { name: `Assign ticket ${reference}` });
    // Picked until the field shows it: a click during the dropdown's opening animation can miss.
    await choose(page, assign.getByLabel('Admin'), '(you)', `${ADMIN.name} (you)`);
    await assign.getByLabel('Remarks').fill('Jetty team knows this one');
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(assign).toBeHidden();
    await expect(page.getByText('Ticket assigned')).toBeVisible();
    await expect(view.getByText('Jetty team knows this one')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Reassign' })).toBeVisible();
    await expect(row).toContainText('In progress');
    await expect(row).toContainText('(you)');

    // The link reproduces the view.
    await page.reload();
    await expect(drawer(page).getByText('Jetty team knows this one')).toBeVisible();

    // Close it: a closed ticket says so and offers no composer.
    await drawer(page).getByRole('button', { name: 'Close ticket', exact: true }).click();
    const confirm = page.locator('.ant-popconfirm', { hasText: `Close ticket ${reference}?` });
    await expect(confirm).toContainText('A closed ticket cannot be reopened and accepts no new messages.');
    await popupsSettled(page);
    await confirm.getByRole('button', { name: 'Close ticket', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(drawer(page).getByText('This ticket is closed')).toBeVisible();
    await expect(drawer(page).getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await expect(rowWith(page, reference)).toContainText('Closed');

    expect(errors).toEqual([]);
  });

  test('a deep link opens the ticket beside its filtered list, and the drawer closes back to the list', async ({ page }) => {
    await signIn(page, '/tickets');
    await page.getByPlaceholder(/Search tickets/).fill('charged twice');
    await expect(page).toHaveURL(/search=/);
    const row = rowWith(page, 'Refund request');
    const reference = (await row.getByRole('button', { name: /^Open ticket/ }).innerText()).trim();
    await page.goto(`/tickets?search=charged+twice&ticket=${reference}`);
    await expect(drawer(page).getByText('I was charged twice', { exact: false })).toBeVisible();
    // The seeded receipt on the first message downloads through the session.
    await expect(drawer(page).getByRole('button', { name: 'Download receipt.pdf' })).toBeVisible();
    await drawer(page).getByRole('button', { name: 'Back to the list' }).click();
    await expect(page).not.toHaveURL(/ticket=/);
    await expect(drawer(page)).toBeHidden();
    await expect(page).toHaveURL(/search=charged/);
    await expect(rowWith(page, reference)).toBeVisible();
  });

  test('the assignee filter: assigned to me and unassigned, in the URL', async ({ page }) => {
    await signIn(page, '/tickets');
    await choose(page, page.getByRole('combobox', { name: 'Filter by assignee' }), '', 'Unassigned');
    await expect(page).toHaveURL(/assigned_to_user_id=unassigned/);
    await expect
      .poll(async () => {
        const cells = await page.locator('.ant-table-row td:nth-child(6)').allInnerTexts(); // after the selection column
        return cells.length > 0 && cells.every((t) => t.includes('Unassigned'));
      })
      .toBe(true);

    await choose(page, page.getByRole('combobox', { name: 'Filter by assignee' }), '', 'Assigned to me');
    await expect(page).toHaveURL(/assigned_to_user_id=\d+/);
    await expect
      .poll(async () => {
        const cells = await page.locator('.ant-table-row td:nth-child(6)').allInnerTexts(); // after the selection column
        return cells.length > 0 && cells.every((t) => t.includes('(you)'));
      })
      .toBe(true);
  });

  test('a category and a subcategory under it are created and listed', async ({ page }) => {
    const errors = watchConsole(page);
    const title = `E2E Category ${Date.now() % 1_000_000}`;
    await signIn(page, '/ticket/categories');
    await page.getByRole('button', { name: /New ticket category/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New ticket category' });
    await expect(dialog).toBeVisible();
    await popupsSettled(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Title must be at least 2 characters')).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Created by the browser tests');
    await dialog.getByText('Customers', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Ticket category created')).toBeVisible();
    await page.getByPlaceholder(/Search ticket categories/).fill(title);
    await expect(rowWith(page, title)).toContainText('Customers');

    await page.goto('/ticket/subcategories');
    await page.getByRole('button', { name: /New ticket subcategory/ }).click();
    const sub = page.getByRole('dialog', { name: 'New ticket subcategory' });
    await choose(page, sub.getByLabel('Parent category'), title);
    await sub.getByLabel('Title').fill('Browser test subcategory');
    await sub.getByRole('button', { name: 'Create' }).click();
    await expect(sub).toBeHidden();
    await expect(page.getByText('Ticket subcategory created')).toBeVisible();
    await page.getByPlaceholder(/Search ticket subcategories/).fill(title);
    await expect(rowWith(page, 'Browser test subcategory')).toContainText(title);
    expect(errors).toEqual([]);
  });
});
