import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { buildRemoteCopy, serveBuild, setCanary, type RemoteBuildCopy } from './deploy-support';
import { API, choose, signIn } from './support';

// docs/deploying-a-module.md "Preview", "Canary" and "Failure reports": a second build of Locations
// served from this machine; one admin previews it in their browser while another browser runs
// the live one; the registry gives it to a share of users; a canary whose entry is gone is reported.
const LIVE: string = require('../../mf-locations/package.json').version;
const NEXT = '0.1.9-rc.1';
// The next breaking shared-ui (as in kit-compatibility.spec.ts): a build this shell cannot run.
const KIT: string = require('../../shared-ui/package.json').version;
const [major, minor] = KIT.split('.').map(Number);
const BUMPED = major === 0 ? `^0.${minor + 1}.0` : `^${major + 1}.0.0`;
let build: RemoteBuildCopy;
let served: Awaited<ReturnType<typeof serveBuild>>;
let misfit: RemoteBuildCopy;
let misfitServed: Awaited<ReturnType<typeof serveBuild>>;
let restore: (() => void) | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000); // two production builds of a remote
  build = buildRemoteCopy('mf-locations', NEXT);
  served = await serveBuild(build.dist);
  misfit = buildRemoteCopy('mf-locations', '0.2.0-kit', { '@mv-admin/shared-ui': BUMPED });
  misfitServed = await serveBuild(misfit.dist);
});

test.afterEach(() => {
  restore?.();
  restore = undefined;
});

test.afterAll(() => {
  served?.close();
  build?.remove();
  misfitServed?.close();
  misfit?.remove();
});

const about = (page: Page) => page.getByRole('dialog', { name: 'About this admin' });
const locationsRow = (page: Page) => about(page).getByRole('row', { name: /^Locations module/ });

/** Opens About and returns the Locations row's version and why it runs, once the module answered. */
async function aboutLocations(page: Page): Promise<{ version: string; why: string }> {
  await page.getByRole('button', { name: 'About', exact: true }).click();
  const row = locationsRow(page);
  await expect(row).toContainText('Running');
  const cells = row.getByRole('cell');
  const result = { version: await cells.nth(0).innerText(), why: await cells.nth(2).innerText() };
  await page.keyboard.press('Escape');
  await expect(about(page)).toBeHidden();
  return result;
}

/** The atolls screen, its code from `origin`. */
async function openAtolls(page: Page, origin: string, reload = true) {
  const fromThere = page.waitForResponse((res) => res.url().startsWith(`${origin}/module.`) && res.ok());
  if (reload) await page.reload();
  else await page.goto('/admin/atoll');
  await fromThere;
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
}

test('an admin previews a build in their own browser while another browser runs the live one; Stop ends it', async ({ page, browser }) => {
  await signIn(page, '/admin/atoll');
  await page.getByRole('button', { name: 'About', exact: true }).click();
  await choose(page, about(page).getByRole('combobox', { name: 'Module to preview' }), '', 'Locations');
  await about(page).getByRole('textbox', { name: 'Entry URL of the build' }).fill(served.entry);
  const reloaded = page.waitForEvent('load');
  await about(page).getByRole('button', { name: 'Preview', exact: true }).click();
  await reloaded;
  await openAtolls(page, new URL(served.entry).origin, false);
  await expect(page.getByTestId('preview-banner')).toHaveText(new RegExp(`Previewing Locations ${NEXT.replace(/\./g, '\\.')} from ${served.entry}`));
  expect(await aboutLocations(page)).toEqual({ version: NEXT, why: `Preview from ${served.entry}` });
  // The banner is on every page, not only the previewed module's.
  await page.goto('/');
  await expect(page.getByTestId('preview-banner')).toBeVisible();

  // Another browser, the same admin: the live build, no banner.
  const other = await browser.newContext({ baseURL: 'http://localhost:3000' });
  const otherPage = await other.newPage();
  await signIn(otherPage, '/admin/atoll');
  await expect(otherPage.locator('.ant-table-row').first()).toBeVisible();
  await expect(otherPage.getByTestId('preview-banner')).toHaveCount(0);
  expect(await aboutLocations(otherPage)).toEqual({ version: LIVE, why: 'Live' });
  await other.close();

  // Stop: the page reloads on the live build.
  await page.goto('/admin/atoll');
  const stopped = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Stop preview' }).click();
  await stopped;
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  expect(await aboutLocations(page)).toEqual({ version: LIVE, why: 'Live' });

  // Signing out stops a preview too: the next session starts on the live build.
  await page.evaluate((entry) => localStorage.setItem('mv-admin-previews', JSON.stringify({ mf_locations: entry })), served.entry);
  await page.reload();
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  await page.getByLabel('Sign out').click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('mv-admin-previews'))).toBeNull();
});

test('a preview from an origin the registry does not allow is refused with the reason, and nothing changes', async ({ page }) => {
  await signIn(page, '/admin/atoll');
  // The same build, addressed through another origin of this machine: not in the built-in list.
  const elsewhere = served.entry.replace('//localhost:', '//127.0.0.1:');
  await page.getByRole('button', { name: 'About', exact: true }).click();
  await choose(page, about(page).getByRole('combobox', { name: 'Module to preview' }), '', 'Locations');
  await about(page).getByRole('textbox', { name: 'Entry URL of the build' }).fill(elsewhere);
  await about(page).getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(about(page).getByRole('alert')).toHaveText(`Previews from ${new URL(elsewhere).origin} are not allowed; this admin allows http://localhost:*.`);
  expect(await page.evaluate(() => localStorage.getItem('mv-admin-previews'))).toBeNull();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
});

test('a canary at 0 % reaches nobody, at 100 % everybody; in between a user keeps their bucket across reloads', async ({ page }) => {
  const canary = (percent: number) => {
    restore?.();
    restore = setCanary('mf_locations', { entry: served.entry, version: NEXT, percent });
  };
  const liveOrigin = 'http://localhost:3003';
  const canaryOrigin = new URL(served.entry).origin;
  canary(0);
  await signIn(page, '/admin/atoll');
  await openAtolls(page, liveOrigin);
  const atZero = await aboutLocations(page);
  expect(atZero).toMatchObject({ version: LIVE });
  expect(atZero.why).toMatch(/^Live \(bucket \d+, canary share 0 %\)$/);
  const bucket = Number(/bucket (\d+)/.exec(atZero.why)![1]);

  canary(100);
  await openAtolls(page, canaryOrigin);
  expect(await aboutLocations(page)).toEqual({ version: NEXT, why: `Canary (bucket ${bucket}, canary share 100 %)` });

  // A share just above this user's bucket includes them, on every reload; one at their bucket does not.
  canary(bucket + 1);
  for (let i = 0; i < 3; i += 1) {
    await openAtolls(page, canaryOrigin);
    expect(await aboutLocations(page)).toEqual({ version: NEXT, why: `Canary (bucket ${bucket}, canary share ${bucket + 1} %)` });
  }
  canary(bucket);
  await openAtolls(page, liveOrigin);
  expect(await aboutLocations(page)).toEqual({ version: LIVE, why: `Live (bucket ${bucket}, canary share ${bucket} %)` });
});

test('a canary whose entry does not load is reported once with its module and version, and the summary counts it', async ({ page }) => {
  // A port nobody listens on: the entry fails at once.
  const closed = createServer();
  await new Promise<void>((done) => closed.listen(0, done));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((done) => closed.close(done));
  const version = `0.1.10-broken.${Date.now()}`;
  restore = setCanary('mf_locations', { entry: `http://localhost:${port}/remoteEntry.js`, version, percent: 100 });
  // The reports this page sends (their content is read back from the summary below).
  let reports = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url() === `${API}/client-failures`) reports += 1;
  });
  const reported = page.waitForResponse((res) => res.url() === `${API}/client-failures` && res.request().method() === 'POST');
  await signIn(page, '/admin/atoll');
  await expect(page.getByTestId('module-unavailable').getByText('The Locations module is unavailable')).toBeVisible();
  expect((await reported).status()).toBe(201);
  // Retry fails again: the same failure, not reported again.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('module-unavailable')).toBeVisible();

  // About shows it: the summary of the last hour and day, for this version on the canary.
  await page.getByRole('button', { name: 'About', exact: true }).click();
  await expect(locationsRow(page)).toContainText('Unavailable');
  const summary = about(page).getByRole('table', { name: 'Failures reported by browsers' });
  await expect(summary.getByRole('row', { name: new RegExp(`^Locations ${version.replace(/\./g, '\\.')} canary 1 1 1 / 0 / 0 / 0$`) })).toBeVisible();
  expect(reports).toBe(1);

  // The API's own answer agrees (an admin call).
  const token = await page.evaluate(() => localStorage.getItem('session_token'));
  const res = await page.request.get(`${API}/client-failures/summary`, { headers: { authorization: `Bearer ${token}` } });
  const rows = ((await res.json()) as { data: { module: string; version: string; channel: string; last_hour: number }[] }).data;
  expect(rows.filter((r) => r.version === version)).toEqual([
    expect.objectContaining({ module: 'mf_locations', channel: 'canary', last_hour: 1, last_day: 1 }),
  ]);
});

test('a preview goes through the kit check like a live entry: a build for another kit is unavailable, and reported as the preview', async ({ page }) => {
  await signIn(page, '/admin/atoll');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const reported = page.waitForResponse((res) => res.url() === `${API}/client-failures` && res.request().method() === 'POST');
  await page.evaluate((entry) => localStorage.setItem('mv-admin-previews', JSON.stringify({ mf_locations: entry })), misfitServed.entry);
  await page.reload();
  const unavailable = page.getByTestId('module-unavailable');
  await expect(unavailable).toContainText(`it was built for @mv-admin/shared-ui ${BUMPED} and this admin provides @mv-admin/shared-ui ${KIT}`);
  await expect(page.locator('.ant-table')).toHaveCount(0);
  await expect(page.getByTestId('preview-banner')).toHaveText(new RegExp(`Previewing Locations 0\\.2\\.0-kit from ${misfitServed.entry}`));
  expect((await reported).status()).toBe(201);
  await page.getByRole('button', { name: 'About', exact: true }).click();
  await expect(locationsRow(page)).toContainText(`Preview from ${misfitServed.entry}`);
  const summary = about(page).getByRole('table', { name: 'Failures reported by browsers' });
  await expect(summary.getByRole('row', { name: /^Locations 0\.2\.0-kit preview \d+ \d+ 0 \/ \d+ \/ 0 \/ 0$/ })).toBeVisible();
});
