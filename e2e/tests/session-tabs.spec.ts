import { expect, test } from '@playwright/test';
import { ADMIN, openSecondTab, signIn, storage } from './support';

// Several tabs of one browser share one localStorage and so one session (issue 16). Tabs whose
// access token expired: token-expiry.spec.ts.

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
