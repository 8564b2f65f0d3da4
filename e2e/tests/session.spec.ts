import { expect, test } from '@playwright/test';
import { API, signIn, storage } from './support';

test('a session revoked on the server logs the user out cleanly', async ({ page, request }) => {
  await signIn(page);
  const { session_token } = await storage(page);
  await request.post(`${API}/logout`, { headers: { authorization: `Bearer ${session_token}` } });
  await page.goto('/admin/atoll');
  await expect(page).toHaveURL(/\/login$/);
  expect((await storage(page)).session_token).toBeUndefined();
});
