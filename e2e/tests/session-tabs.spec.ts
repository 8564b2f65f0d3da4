import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ACCESS_TOKEN_TTL_MS as TTL_MS, ADMIN, API, signIn, storage, waitForAccessTokenExpiry, watchConsole } from './support';

// Several tabs of one browser share one localStorage and so one session (issue 16). The e2e
// system issues access tokens that live ACCESS_TOKEN_TTL_SECONDS (20 s, see run-e2e.mjs).

/** Statuses of every /refresh answer any tab of the context received, in order. */
function watchRefreshes(context: BrowserContext): number[] {
  const statuses: number[] = [];
  context.on('response', (response) => {
    if (response.url() === `${API}/refresh`) statuses.push(response.status());
  });
  return statuses;
}

/** A second tab of the same browser, signed in through the shared storage, on the atolls list. */
async function openSecondTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto('/admin/atoll');
  await expect(tab.locator('.ant-table-row').first()).toBeVisible();
  return tab;
}

test('two tabs whose access token expired together both keep working after a simultaneous reload', async ({ page, context, request }) => {
  test.setTimeout(TTL_MS + 60_000);
  await signIn(page, '/admin/atoll');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const other = await openSecondTab(context);
  const errors = [page, other].map((tab) => watchConsole(tab));
  const before = await storage(page);
  await waitForAccessTokenExpiry(page, request);
  const refreshes = watchRefreshes(context);

  await Promise.all([page.reload(), other.reload()]);

  for (const tab of [page, other]) {
    await expect(tab.locator('.ant-table-row').first()).toBeVisible();
    await expect(tab.getByTestId('user-card')).toBeVisible();
    await expect(tab).toHaveURL(/\/admin\/atoll$/);
  }
  // One rotation for both tabs. The tab that waited on the lock may still read the old pair (each
  // tab's renderer sees the other's localStorage write a moment late); the server then answers 409
  // instead of revoking, and the tab adopts the winner's tokens. Nothing else may be answered.
  expect(refreshes.filter((status) => status === 200)).toEqual([200]);
  expect(refreshes.filter((status) => status !== 200 && status !== 409)).toEqual([]);
  const [mine, theirs] = await Promise.all([storage(page), storage(other)]);
  expect(mine.refresh_token).not.toBe(before.refresh_token);
  expect(theirs.refresh_token).toBe(mine.refresh_token);
  expect(errors).toEqual([[], []]);
});

test('a tab left open after another refreshed: its next action works with the new tokens', async ({ page, context, request }) => {
  test.setTimeout(TTL_MS + 60_000);
  await signIn(page);
  const stale = await openSecondTab(context);
  const errors = watchConsole(stale);
  await waitForAccessTokenExpiry(page, request);
  const refreshes = watchRefreshes(context);

  // The first tab acts first and refreshes.
  await page.goto('/admin/atoll');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(refreshes).toEqual([200]);

  // The other tab, untouched since before the refresh, opens another list.
  await stale.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Islands' }).click();
  await expect(stale).toHaveURL(/\/admin\/island$/);
  await expect(stale.locator('.ant-table-row').first()).toBeVisible();
  await expect(stale.getByText('Not signed in')).toHaveCount(0);
  expect(refreshes).toEqual([200]);
  expect((await storage(stale)).session_token).toBe((await storage(page)).session_token);
  expect(errors).toEqual([]);
});

test('a sign-out in one tab sends the other to /login within a second; a sign-in brings it back', async ({ page, context }) => {
  await signIn(page);
  const other = await openSecondTab(context);

  await page.getByLabel('Sign out').click();
  await expect(other).toHaveURL(/\/login$/, { timeout: 1000 });
  await expect(page).toHaveURL(/\/login$/);
  expect((await storage(other)).session_token).toBeUndefined();

  // Signing in again in the first tab takes the second back into the session.
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other.getByTestId('user-card')).toBeVisible({ timeout: 5000 });
  await expect(other).toHaveURL(/\/admin\/atoll$/);
});
