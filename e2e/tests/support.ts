import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'Admin#2026', name: 'Mariyam Admin' };
export const CUSTOMER = { email: 'customer@example.com', password: 'Admin#2026' };
export const API = 'http://localhost:4000/api/v1';

/** Remotes that are not deployed in this checkout: their entries fail to load by design. */
const only = process.env.SYSTEM_REMOTES?.split(',').map((d) => d.trim());
export const UNDEPLOYED_PORTS: number[] = (require('../../tooling/apps.cjs') as { remotes: { dir: string; port: number }[] }).remotes
  .filter((r) => !existsSync(join(__dirname, '../..', r.dir, 'webpack.config.js')) || (only && !only.includes(r.dir)))
  .map((r) => r.port);

/**
 * Console errors the page logged, minus the network errors of remotes that are not deployed
 * (their "module unavailable" view is the expected outcome there).
 */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const url = msg.location().url ?? '';
    if (UNDEPLOYED_PORTS.some((p) => url.startsWith(`http://localhost:${p}/`))) return;
    // An API 401 is the start of the silent refresh (spec §4), which the session tests check.
    if (url.startsWith('http://localhost:4000/') && msg.text().includes('status of 401')) return;
    // A 409 from /refresh is the answer to a tab that lost the rotation race to another tab; it then
    // adopts the winner's tokens (issue 16). The session tests count those answers themselves.
    if (url === `${API}/refresh` && msg.text().includes('status of 409')) return;
    errors.push(`${msg.text()} @ ${url}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Signs in through the login form, as a user does (lands on the dashboard). */
export async function signInWithForm(page: Page, who = ADMIN) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('user-card')).toBeVisible();
}

/**
 * Signs the admin in through the API and opens `at` (default: the dashboard) with the signed-in
 * header showing. The tokens go where the login form puts them (localStorage, spec §3), written
 * before the first page of this tab runs (once: a later sign-out or reload is the app's own), so
 * the page starts signed in, as after a reload; the form itself is tested in login.spec.ts.
 * Opening a test's screen directly skips the login page and the dashboard, which loads every
 * remote: 24 of the browser tests took 156-157 s so, 180-182 s through the form.
 */
export async function signIn(page: Page, at = '/') {
  const res = await page.request.post(`${API}/login/admin`, { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(res.status()).toBe(200);
  const { access_token, refresh_token } = ((await res.json()) as { data: { access_token: string; refresh_token: string } }).data;
  await page.addInitScript(
    ([access, refresh]) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('session_token', access);
      localStorage.setItem('refresh_token', refresh);
    },
    [access_token, refresh_token],
  );
  await page.goto(at);
  await expect(page.getByLabel('Sign out')).toBeVisible(); // the header, at any width (below 576 px the user card is in the closed menu drawer)
}

/**
 * Waits for dialogs, confirmation popovers, dropdown menus and their submenus to finish opening.
 * A click while antd's zoom or slide animation still moves them can land on the mask, or press
 * on one menu item and release on the next (no click at all): both seen on a loaded machine,
 * where Playwright found the moving element stable across two stalled frames.
 */
export const popupsSettled = (page: Page) =>
  expect(page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-big-appear, .ant-zoom-big-enter, .ant-slide-up-appear, .ant-slide-up-enter')).toHaveCount(
    0,
  );

/**
 * Clicks `target` until `answered` passes (it should wait a few seconds, not the default 10): under
 * load in CI a click right after a dialog or popover opened sometimes changed nothing (three specs).
 * `clickWhile`, for a toggle: a try clicks only while it holds, so a slow first click is not undone.
 */
export const clickUntil = (target: Locator, answered: () => Promise<void>, clickWhile?: () => Promise<boolean>) =>
  expect(async () => {
    if (!clickWhile || (await clickWhile())) await target.click();
    await answered();
  }).toPass({ timeout: 20_000 });

export const storage = (page: Page) => page.evaluate(() => ({ ...localStorage }));

/** How long the e2e system's access tokens live (ACCESS_TOKEN_TTL_SECONDS, 20 s, see run-e2e.mjs). */
export const ACCESS_TOKEN_TTL_MS = Number(process.env.ACCESS_TOKEN_TTL_SECONDS ?? 20) * 1000;

/** Waits (by asking the API, no fixed sleep) until the page's stored access token has expired. */
export async function waitForAccessTokenExpiry(page: Page, request: APIRequestContext) {
  const { session_token } = await storage(page);
  await expect
    .poll(
      async () => {
        const res = await request.post(`${API}/is-authenticated`, { headers: { authorization: `Bearer ${session_token}` }, data: { type: 'ADMIN' } });
        return ((await res.json()) as { data: { is_authenticated: boolean } }).data.is_authenticated;
      },
      { timeout: ACCESS_TOKEN_TTL_MS + 15_000, intervals: [1000] },
    )
    .toBe(false);
}

/**
 * Picks an option in an antd Select: opens it, types `search` (if searchable), clicks the option
 * with that exact title in the open list (not one still fading out) and waits until the select
 * holds it (an element titled with it: a placeholder such as "Hour or Minute" does not count). A
 * click lost to the list's opening animation is tried again, with the search typed afresh; an
 * option already chosen is not clicked again (in a multiple select that would remove it).
 */
export async function choose(page: Page, select: Locator, search: string, title = search) {
  const box = select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  const chosen = box.locator(`[title="${title}"]`);
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    await select.click();
    // fill, not type: a retry replaces what an earlier try typed instead of appending to it.
    if (search) await select.fill(search);
    await page.locator(`.ant-select-dropdown:visible:not([class*="-leave"]) .ant-select-item-option[title="${title}"]`).click({ timeout: 5_000 });
    await expect(chosen).not.toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Statuses of every /refresh answer any tab of the context received, in order. */
export function watchRefreshes(context: BrowserContext): number[] {
  const statuses: number[] = [];
  context.on('response', (response) => {
    if (response.url() === `${API}/refresh`) statuses.push(response.status());
  });
  return statuses;
}

/** A second tab of the same browser, signed in through the shared storage, on the atolls list. */
export async function openSecondTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto('/admin/atoll');
  await expect(tab.locator('.ant-table-row').first()).toBeVisible();
  return tab;
}

/** The demo admin's access token, from the API (setup through the API, not the screens). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API}/login/admin`, { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** One API call with `token`; fails the test with the answer unless it succeeded, and returns its `data`. */
export async function apiCall<T>(request: APIRequestContext, token: string, method: 'post' | 'patch' | 'get', path: string, data?: unknown): Promise<T> {
  const res = await request[method](`${API}${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A second admin of the test's own (unique by `stamp`), created through the API: who they are and how they sign in. */
export async function createAdmin(request: APIRequestContext, token: string, name: string, stamp: number) {
  const admin = { email: `${name.toLowerCase().replace(/\W+/g, '.')}.${stamp}@example.mv`, password: 'Second#2026', name: `${name} ${stamp}` };
  await apiCall(request, token, 'post', '/users', {
    type: 'ADMIN',
    name: admin.name,
    email: admin.email,
    // Random, not from `stamp`: two specs creating admins in the same millisecond must not collide.
    phone_number: `+9609${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`,
    password: admin.password,
  });
  return admin;
}

/** A browser of its own (a new context: its own storage and session) with one page. */
export async function newBrowserPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** The header's background colour: it changes with the theme (light, dark). */
export const headerBackground = (page: Page) => page.locator('.ant-layout-header').evaluate((el) => getComputedStyle(el).backgroundColor);

/**
 * Clicks the header's theme toggle and resolves once the header shows the other theme and no
 * colour is still fading (antd fades them for about 0.2 s; axe's contrast rule would measure a
 * colour mid-fade). Returns the header's colour before the switch.
 */
export async function toggleTheme(page: Page): Promise<string> {
  const before = await headerBackground(page);
  await page.getByLabel('Toggle theme').click();
  await expect.poll(() => headerBackground(page)).not.toBe(before);
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'));
  return before;
}
