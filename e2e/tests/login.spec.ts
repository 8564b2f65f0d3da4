import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, signInWithForm, storage, watchConsole } from './support';

test.describe('login (spec §2, §4, §5)', () => {
  test('validates e-mail and password length with the spec messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 5 characters')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('wrong credentials show one clear error and keep the e-mail typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('form').getByRole('alert')).toContainText(/invalid email or password/i);
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
    expect((await storage(page)).session_token).toBeUndefined();
  });

  test('a customer account is refused at the admin login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('form').getByRole('alert')).toContainText('This account cannot sign in here');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signs in, stores both tokens, and /login then leads to /', async ({ page }) => {
    const errors = watchConsole(page);
    await signInWithForm(page);
    await expect(page).toHaveURL('http://localhost:3000/');
    await expect(page.getByRole('heading', { name: /Welcome, / })).toBeVisible();
    const stored = await storage(page);
    expect(stored.session_token).toBeTruthy();
    expect(stored.refresh_token).toBeTruthy();
    await page.goto('/login');
    await expect(page).toHaveURL('http://localhost:3000/');
    expect(errors).toEqual([]);
  });

  test('quick sign-in as the demo admin', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('note')).toContainText('Demo mode: the admin password is public');
    await page.getByRole('button', { name: 'Quick sign-in as the demo admin' }).click();
    await expect(page.getByTestId('user-card')).toContainText(ADMIN.email);
  });

  test('without a token every screen leads to /login, and back after signing in', async ({ page }) => {
    await page.goto('/admin/atoll');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/atoll$/);
  });
});
