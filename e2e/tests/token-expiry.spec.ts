import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ACCESS_TOKEN_TTL_MS as TTL_MS, openSecondTab, signIn, storage, waitForAccessTokenExpiry, watchConsole, watchRefreshes } from './support';

/*
 * After the access token expired (the e2e system's tokens live ACCESS_TOKEN_TTL_SECONDS, 20 s, see
 * run-e2e.mjs). Each test's session is signed in and its tabs opened first, in beforeAll, and one
 * wait for the last of them to expire serves all three: a token never comes back to life, so each
 * test starts from the state it reached when it waited alone (three waits in a row were 66 s of
 * the browser tests' 7.6 min). Refreshes are counted from the moment a test acts.
 */

interface Session {
  context: BrowserContext;
  page: Page;
  /** A second tab of the same browser, on the atolls list (the tests of two tabs). */
  other?: Page;
  before: Record<string, string>;
  errors: string[][];
}

const sessions = new Map<string, Session>();
const session = (name: string) => sessions.get(name) as Session;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(TTL_MS + 90_000);
  const open = async (name: string, at: string, tabs: 1 | 2) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await signIn(page, at);
    const other = tabs === 2 ? await openSecondTab(context) : undefined;
    const errors = [page, ...(other ? [other] : [])].map((tab) => watchConsole(tab));
    sessions.set(name, { context, page, other, before: await storage(page), errors });
  };
  await open('menu', '/', 1);
  await open('reload', '/admin/atoll', 2);
  await open('stale', '/', 2);
  for (const { context, page } of sessions.values()) await waitForAccessTokenExpiry(page, context.request);
});

test.afterAll(async () => {
  for (const { context } of sessions.values()) await context.close();
});

test('an expired access token is refreshed without the user noticing', async () => {
  const { context, page, before } = session('menu');
  const refreshes = watchRefreshes(context);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Admin' }).click();
  await menu.getByRole('link', { name: 'Atolls' }).click();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/atoll$/);
  const after = await storage(page);
  expect(after.session_token).toBeTruthy();
  expect(after.session_token).not.toBe(before.session_token);
  expect(after.refresh_token).not.toBe(before.refresh_token);
  // The refresh may already have happened before the click: the live event stream's reconnect
  // carries the same session and recovers it in the background. Any refresh seen here succeeded.
  expect(refreshes.filter((status) => status !== 200)).toEqual([]);
  await expect(page.getByText('Not signed in')).toHaveCount(0);
});

test('two tabs whose access token expired together both keep working after a simultaneous reload', async () => {
  const { context, page, before, errors } = session('reload');
  const other = session('reload').other as Page;
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

test('a tab left open after another refreshed: its next action works with the new tokens', async () => {
  const { context, page, errors } = session('stale');
  const stale = session('stale').other as Page;
  const refreshes = watchRefreshes(context);

  // The first tab acts first and refreshes (or the live event stream's reconnect already did, in
  // the background: the tokens have rotated either way, and any refresh seen succeeded).
  await page.goto('/admin/atoll');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(refreshes.filter((status) => status !== 200)).toEqual([]);
  expect((await storage(page)).session_token).not.toBe(session('stale').before.session_token);
  const rotations = refreshes.length;

  // The other tab, untouched since before the refresh, opens another list.
  await stale.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Islands' }).click();
  await expect(stale).toHaveURL(/\/admin\/island$/);
  await expect(stale.locator('.ant-table-row').first()).toBeVisible();
  await expect(stale.getByText('Not signed in')).toHaveCount(0);
  // The stale tab adopted the new tokens: no second rotation.
  expect(refreshes).toHaveLength(rotations);
  expect((await storage(stale)).session_token).toBe((await storage(page)).session_token);
  expect(errors[1]).toEqual([]);
});
