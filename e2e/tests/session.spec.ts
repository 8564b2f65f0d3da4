import { expect, test } from '@playwright/test';
import { ACCESS_TOKEN_TTL_MS, API, signIn, storage, waitForAccessTokenExpiry } from './support';

test('an expired access token is refreshed without the user noticing', async ({ page, request }) => {
  test.setTimeout(ACCESS_TOKEN_TTL_MS + 60_000);
  await signIn(page);
  const before = await storage(page);
  await waitForAccessTokenExpiry(page, request);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url() === `${API}/refresh`) refreshes.push(response.status());
  });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Admin' }).click();
  await menu.getByRole('link', { name: 'Atolls' }).click();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/atoll$/);
  const after = await storage(page);
  expect(after.session_token).toBeTruthy();
  expect(after.session_token).not.toBe(before.session_token);
  expect(after.refresh_token).not.toBe(before.refresh_token);
  expect(refreshes).toEqual([200]);
  await expect(page.getByText('Not signed in')).toHaveCount(0);
});

test('a session revoked on the server logs the user out cleanly', async ({ page, request }) => {
  await signIn(page);
  const { session_token } = await storage(page);
  await request.post(`${API}/logout`, { headers: { authorization: `Bearer ${session_token}` } });
  await page.goto('/admin/atoll');
  await expect(page).toHaveURL(/\/login$/);
  expect((await storage(page)).session_token).toBeUndefined();
});
