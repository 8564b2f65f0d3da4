import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// Issue 7: antd's styles for the first screens come from the stylesheet computed at build time
// (tooling/webpack/antd-style-sheet.cjs), not from CSS-in-JS work in the browser. If the sheet's
// cache map stops matching what antd computes (an antd upgrade, a theme or build-mode mismatch),
// antd silently computes them again: these tests catch that, and that the sheet's rules apply.

/**
 * The components among these whose rules antd computed and inserted at runtime (its style
 * elements carry `data-css-hash`; those that also carry `data-token-hash` only hold the theme's
 * CSS variables, which are always written at runtime).
 */
async function runtimeStylesFor(page: Page, classes: string[]) {
  return page.evaluate(
    (names) =>
      [...document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')]
        .map((s) => s.textContent ?? '')
        .flatMap((css) => names.filter((n) => css.includes(`.${n}{`) || css.includes(`.${n}:`) || css.includes(`.${n} `))),
    classes,
  );
}

const FIRST_SCREEN = [
  'ant-btn',
  'ant-input',
  'ant-table',
  'ant-pagination',
  'ant-layout',
  'ant-select',
  'ant-tag',
  'ant-badge',
  'ant-form-item',
  'ant-flex',
  'ant-typography',
];

for (const mode of ['light', 'dark'] as const) {
  test(`a signed-in deep link uses the build-time antd styles, ${mode} theme`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await signIn(page);
    const sheet = page.waitForResponse((r) => /\/antd\.[0-9a-f]{8}\.css$/.test(r.url()) && r.ok());
    await page.goto('/admin/atoll');
    await sheet;
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    // The sheet's rules apply, with the theme's variables: a primary button is filled and rounded.
    const create = page.getByRole('button', { name: 'New atoll' });
    if (mode === 'light') await expect(create).toHaveCSS('background-color', 'rgb(9, 88, 217)');
    await expect(create).toHaveCSS('border-top-left-radius', '6px');
    expect(await runtimeStylesFor(page, FIRST_SCREEN)).toEqual([]);
  });
}

test('the login page is painted from its HTML, before any script runs, and cannot be typed into then', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  // Its styles come with the page (tooling/webpack/login-prerender.cjs): a filled, rounded button.
  const signInButton = page.locator('button', { hasText: 'Sign in' });
  await expect(signInButton).toHaveCSS('background-color', 'rgb(9, 88, 217)');
  await expect(signInButton).toHaveCSS('border-top-left-radius', '6px');
  await expect(page.locator('input[type=email]')).not.toBeEditable();
  await expect(page.locator('input[type=password]')).not.toBeEditable();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the login page's app replaces the painted one and computes no style it came with, ${mode} theme`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const sheets: string[] = [];
    page.on('request', (r) => r.resourceType() === 'stylesheet' && sheets.push(r.url()));
    await page.goto('/login');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    const email = page.getByLabel('Email');
    await expect(email).toBeFocused();
    await email.pressSequentially('admin@');
    await expect(email).toHaveValue('admin@');
    if (mode === 'light') await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCSS('background-color', 'rgb(9, 88, 217)');
    // The field's colours come from the theme's CSS variables: the dark ones, not the picture's light ones.
    else await expect(email).toHaveCSS('background-color', 'rgb(20, 20, 20)');
    expect(await runtimeStylesFor(page, ['ant-btn', 'ant-input', 'ant-flex'])).toEqual([]);
    expect(sheets).toEqual([]);
  });
}

test('a component the sheet leaves out still gets its styles at runtime', async ({ page }) => {
  await signIn(page, '/admin/atoll');
  await page.getByRole('button', { name: 'New atoll' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await runtimeStylesFor(page, ['ant-modal'])).toContain('ant-modal');
  await expect(dialog.locator('.ant-modal-container')).toHaveCSS('border-top-left-radius', '8px');
});
