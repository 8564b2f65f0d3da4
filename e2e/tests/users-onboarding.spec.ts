import { expect, test, type Page } from '@playwright/test';
import { choose, clickUntil, popupsSettled, signIn, watchConsole } from './support';

/** The open drawer or dialog that shows `text` (a confirmation, a form, a record's details). */
const dialogWith = (page: Page, text: string | RegExp) => page.getByRole('dialog').filter({ hasText: text });

/** Confirms a decision or deletion in the kit's confirmation dialog. */
async function confirm(page: Page, title: string, ok: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await popupsSettled(page);
  await dialog.getByRole('button', { name: ok, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Users and onboarding module against the real API', () => {
  test('creates, edits and deletes a user; the signed-in admin cannot delete their own account', async ({ page }) => {
    const errors = watchConsole(page);
    const email = `e2e-user-${Date.now()}@example.mv`;
    await signIn(page, '/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();

    await page.getByRole('button', { name: /New user/ }).click();
    const create = page.getByRole('dialog', { name: 'New user' });
    await popupsSettled(page);
    // Until the form answers (the messages are the assertion).
    await clickUntil(create.getByRole('button', { name: 'Create' }), () =>
      expect(create.getByText('Name must be at least 2 characters')).toBeVisible({ timeout: 2_000 }),
    );
    await expect(create.getByText('Invalid email address')).toBeVisible();
    await expect(create.getByText('Password must be at least 6 characters')).toBeVisible();
    await create.getByLabel('Name').fill('  E2E Customer ');
    await create.getByLabel('E-mail').fill(email);
    await create.getByLabel('Phone number').fill('7712345');
    await choose(page, create.getByLabel('Type'), '', 'Customer');
    await create.getByLabel('Password').fill('secret1');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create.getByText('Phone number must be at least 10 characters')).toBeVisible();
    await create.getByLabel('Phone number').fill('+9607712345');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create).toBeHidden();
    await expect(page.getByText('User created')).toBeVisible();

    await page.getByPlaceholder('Search users').fill(email);
    await expect(page).toHaveURL(/search=e2e-user-/);
    const row = page.locator('.ant-table-row', { hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('E2E Customer');
    await expect(row).toContainText('Customer');

    await row.getByRole('button', { name: 'Edit E2E Customer' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user E2E Customer' });
    await popupsSettled(page);
    await expect(edit.getByLabel('E-mail')).toHaveValue(email);
    await expect(edit.getByLabel('New password')).toHaveValue('');
    await edit.getByLabel('Name').fill('E2E Renamed');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('User updated')).toBeVisible();
    await expect(row).toContainText('E2E Renamed');

    // The password kept on edit still signs in: the user can only be deleted by the admin though.
    await row.getByRole('button', { name: 'Delete E2E Renamed' }).click();
    await confirm(page, 'Delete E2E Renamed?', 'Delete');
    await expect(page.getByText('User deleted')).toBeVisible();
    await expect(page.locator('.ant-table-row', { hasText: email })).toHaveCount(0);

    await page.getByPlaceholder('Search users').fill('admin@example.com');
    const own = page.locator('.ant-table-row', { hasText: 'admin@example.com' });
    await expect(own).toHaveCount(1);
    await expect(own).toContainText('Your account');
    await expect(own.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await own.getByRole('button', { name: /^Edit / }).click();
    const self = page.getByRole('dialog', { name: /^Edit user / });
    await expect(self.getByLabel('Type')).toBeDisabled();
    await expect(self.getByText('This is your account: you cannot delete it or change its type.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('approves one submitted application and rejects another, from a drawer whose state is in the URL', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, '/admin/service-provider-applications?status=submitted');
    await expect(page.getByRole('heading', { level: 1, name: 'Service Provider Applications' })).toBeVisible();
    const rows = page.locator('.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    expect(before).toBeGreaterThanOrEqual(2);

    // Approve the first: required documents against the uploaded ones, documents, history.
    await rows
      .first()
      .getByRole('button', { name: /^Open the application of / })
      .click();
    await expect(page).toHaveURL(/application=\d+/);
    const firstId = new URL(page.url()).searchParams.get('application');
    let drawer = dialogWith(page, 'Required documents');
    await expect(drawer.getByRole('list', { name: 'Required documents' })).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'Documents', exact: true })).toBeVisible();
    await expect(drawer.getByText('Submitted', { exact: true }).first()).toBeVisible();

    // The link reproduces the drawer.
    await page.reload();
    drawer = dialogWith(page, 'Required documents');
    await expect(drawer.getByRole('button', { name: 'Approve' })).toBeVisible();
    await drawer.getByLabel(/Remarks/).fill('Documents verified in e2e');
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await confirm(page, 'Approve this application?', 'Approve');
    await expect(page.getByText('Application approved')).toBeVisible();
    await expect(drawer.getByText(/This application was approved by \S/)).toBeVisible();
    await expect(drawer.getByText('Documents verified in e2e')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // Back closes the drawer; the list (submitted only) no longer holds the decided one.
    await page.goBack();
    await expect(page).not.toHaveURL(/application=/);
    await expect(rows).toHaveCount(before - 1);

    // Reject another one.
    await rows
      .first()
      .getByRole('button', { name: /^Open the application of / })
      .click();
    expect(new URL(page.url()).searchParams.get('application')).not.toBe(firstId);
    drawer = dialogWith(page, 'Required documents');
    await drawer.getByLabel(/Remarks/).fill('Police clearance too old');
    await drawer.getByRole('button', { name: 'Reject' }).click();
    await confirm(page, 'Reject this application?', 'Reject');
    await expect(page.getByText('Application rejected')).toBeVisible();
    await expect(drawer.getByText(/This application was rejected by \S/)).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(rows).toHaveCount(before - 2);

    // Both show under their new status.
    await page.goto(`/admin/service-provider-applications?application=${firstId}`);
    await expect(dialogWith(page, 'Required documents').getByText(/This application was approved/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const kind of [
    {
      path: '/onboarding-requests/individual',
      title: 'Individual Onboarding Requests',
      decision: 'Approve',
      toast: 'Onboarding request approved',
      group: 'Identity',
    },
    { path: '/onboarding-requests/business', title: 'Business Onboarding Requests', decision: 'Reject', toast: 'Onboarding request rejected', group: 'Fleet' },
  ]) {
    test(`${kind.title}: reviews a pending request from the seed and decides it (${kind.decision})`, async ({ page }) => {
      const errors = watchConsole(page);
      await signIn(page, `${kind.path}?status=pending`);
      await expect(page.getByRole('heading', { level: 1, name: kind.title })).toBeVisible();
      const rows = page.locator('.ant-table-row');
      await expect(rows.first()).toBeVisible();
      const before = await rows.count();

      await rows
        .first()
        .getByRole('button', { name: /^Open the request of / })
        .click();
      await expect(page).toHaveURL(/request=\d+/);
      const drawer = dialogWith(page, 'Bank details');
      for (const group of [kind.group, 'Contact and address', 'Services and availability', 'Bank details', 'Documents', 'History']) {
        await expect(drawer.getByRole('heading', { name: group, exact: true })).toBeVisible();
      }
      await expect(drawer.getByText(/^Not provided: /)).toBeVisible();
      await drawer.getByLabel(/Remarks/).fill(`e2e ${kind.decision.toLowerCase()}`);
      await drawer.getByRole('button', { name: kind.decision }).click();
      await confirm(page, `${kind.decision} this request?`, kind.decision);
      await expect(page.getByText(kind.toast)).toBeVisible();
      await expect(drawer.getByText(new RegExp(`This request was ${kind.decision === 'Approve' ? 'approved' : 'rejected'} by \\S`))).toBeVisible();
      await expect(drawer.getByRole('button', { name: kind.decision })).toHaveCount(0);
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(rows).toHaveCount(before - 1);
      expect(errors).toEqual([]);
    });
  }
});
