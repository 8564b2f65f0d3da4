import { expect, test, type Page } from '@playwright/test';
import { choose, popupsSettled, signIn, watchConsole } from './support';

// Names unique per run, so the suite can run again against the same data dir.
const run = Date.now() % 100000;

const rows = (page: Page) => page.locator('.ant-table-row');
const jobDrawer = (page: Page) => page.getByRole('dialog', { name: /^Job #\d+/ });

/** Opens the first job of the list on screen and returns its id (from the URL the drawer owns). */
async function openFirstJob(page: Page): Promise<number> {
  await rows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/[?&]job=\d+/);
  await expect(jobDrawer(page).getByRole('tab', { name: 'Overview' })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('job'));
}

test.describe('Jobs module against the real API', () => {
  test('lists jobs and filters them by status through the URL', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, '/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'All Jobs' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();

    await choose(page, page.getByRole('combobox', { name: 'Filter by status' }), 'Vendor counter', 'Vendor counter offer');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/status=vendor-counter-offer/);
    await expect
      .poll(async () => {
        const cells = await rows(page).locator('td:nth-child(4)').allInnerTexts();
        return cells.length > 0 && cells.every((text) => text.trim() === 'Vendor counter offer');
      })
      .toBe(true);

    // The link reproduces the view; Back leaves the filter.
    await page.reload();
    await expect(rows(page).first().locator('td:nth-child(4)')).toHaveText('Vendor counter offer');
    await page.goBack();
    await expect(page).not.toHaveURL(/status=/);
    expect(errors).toEqual([]);
  });

  for (const type of ['regular', 'express', 'delivery'] as const) {
    test(`opens a ${type} job with its timeline and documents`, async ({ page }) => {
      const errors = watchConsole(page);
      // A job the provider marked done has a full history and a proof of work.
      await signIn(page, `/jobs?status=vendor-completed&job_type=${type}`);
      await expect(rows(page).first()).toContainText('Vendor completed');
      const id = await openFirstJob(page);
      const drawer = jobDrawer(page);
      await expect(drawer).toContainText(`Job #${id}`);
      await expect(drawer.getByText('Customer', { exact: true })).toBeVisible();
      if (type === 'delivery') await expect(drawer.getByText('To island', { exact: true })).toBeVisible();

      await drawer.getByRole('tab', { name: /^History \(\d+\)$/ }).click();
      const history = drawer.getByRole('tabpanel');
      await expect(history.getByText('Posted', { exact: true })).toBeVisible();
      await expect(history.getByText('Proof of work uploaded', { exact: true })).toBeVisible();
      await expect(history.getByText('Vendor completed', { exact: true })).toBeVisible();

      await drawer.getByRole('tab', { name: /^Documents \(\d+\)$/ }).click();
      const documents = drawer.getByRole('list', { name: 'Documents' });
      await expect(documents).toContainText('Proof of work');
      const download = page.waitForEvent('download');
      await documents
        .getByRole('button', { name: /^Download / })
        .first()
        .click();
      expect((await download).suggestedFilename()).toMatch(/\.(png|jpe?g|pdf|webp)$/);

      // A deep link opens the same job; closing it goes back to the list.
      await page.goto(`/jobs?job=${id}`);
      await expect(jobDrawer(page)).toContainText(`Job #${id}`);
      await jobDrawer(page).getByRole('button', { name: 'Close job details' }).click();
      await expect(page).not.toHaveURL(/job=/);
      await expect(rows(page).first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('Back closes an opened job', async ({ page }) => {
    await signIn(page, '/jobs?status=completed');
    await openFirstJob(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/jobs\?status=completed$/);
    await expect(jobDrawer(page)).toBeHidden();
  });

  test('creates a category with required documents and a subcategory under it', async ({ page }) => {
    const errors = watchConsole(page);
    const category = `E2E Pool Care ${run}`;
    const subcategory = `E2E Pool cleaning ${run}`;
    await signIn(page, '/admin/job-category');
    await page.getByRole('button', { name: /New job category/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await popupsSettled(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
    await dialog.getByLabel('Name').fill(category);
    await choose(page, dialog.getByLabel('Required documents'), 'National', 'National ID card');
    await choose(page, dialog.getByLabel('Required documents'), 'Police', 'Police clearance');
    await dialog.getByText('New job category').click(); // closes the open list
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Job category created')).toBeVisible();

    await page.getByPlaceholder('Search job categories').fill(category);
    const categoryRow = rows(page).filter({ hasText: category });
    await expect(categoryRow).toHaveCount(1);
    await expect(categoryRow).toContainText('National ID card');
    await expect(categoryRow).toContainText('Police clearance');
    await expect(categoryRow.locator('td').nth(3)).not.toHaveText('-'); // its creator

    await page.goto('/admin/job-subcategory');
    await page.getByRole('button', { name: /New job subcategory/ }).click();
    const subDialog = page.getByRole('dialog');
    await expect(subDialog).toBeVisible();
    await popupsSettled(page);
    await subDialog.getByRole('button', { name: 'Create' }).click();
    await expect(subDialog.getByText('Please Select a value')).toHaveCount(2);
    await subDialog.getByLabel('Name').fill(subcategory);
    await choose(page, subDialog.getByLabel('Category'), category);
    await choose(page, subDialog.getByLabel('Workflow'), 'Standard', 'Standard service (Regular)');
    await subDialog.getByRole('button', { name: 'Create' }).click();
    await expect(subDialog).toBeHidden();
    await expect(page.getByText('Job subcategory created')).toBeVisible();
    // The list and the pickers reload after the save ('networkidle' never comes: the live event
    // stream stays open), so the filter's options are waited for below.

    await choose(page, page.getByRole('combobox', { name: 'Filter by category' }), category);
    await expect(page).toHaveURL(/job_category_id=\d+/);
    const subRow = rows(page).filter({ hasText: subcategory });
    await expect(subRow).toContainText(category);
    await expect(subRow).toContainText('Standard service (Regular)');
    await expect(rows(page)).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
