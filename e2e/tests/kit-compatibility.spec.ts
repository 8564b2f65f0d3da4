import { expect, test } from '@playwright/test';
import { buildRemoteCopy, serveBuild, switchRegistry, type RemoteBuildCopy } from './deploy-support';
import { signIn, watchConsole } from './support';

// A Locations build whose team moved to a kit this admin does not run yet (the shell provides
// shared-ui 0.1.x; `^0.2.0` accepts 0.2.x only).
let build: RemoteBuildCopy;
let served: Awaited<ReturnType<typeof serveBuild>>;
let restore: () => void;

test.beforeAll(async () => {
  test.setTimeout(300_000); // one production build of a remote
  build = buildRemoteCopy('mf-locations', '0.2.0', { '@mv-admin/shared-ui': '^0.2.0' });
  served = await serveBuild(build.dist);
  restore = switchRegistry('mf_locations', served.entry, '0.2.0');
});

test.afterAll(() => {
  restore?.();
  served?.close();
  build?.remove();
});

test('a remote built against a kit the shell does not provide is unavailable, naming both versions; the rest works', async ({ page }) => {
  const errors = watchConsole(page);
  const entryLoaded = page.waitForResponse(served.entry);
  await signIn(page);
  await page.goto('/admin/atoll');
  expect((await entryLoaded).ok()).toBe(true);
  const unavailable = page.getByTestId('module-unavailable');
  await expect(unavailable.getByText('The Locations module is unavailable')).toBeVisible();
  await expect(unavailable).toContainText('it was built for @mv-admin/shared-ui ^0.2.0 and this admin provides @mv-admin/shared-ui 0.1.0');
  // None of its screen rendered, not even in part.
  await expect(page.locator('.ant-table')).toHaveCount(0);
  // The About dialog says the same to whoever answers the support call.
  await page.getByRole('button', { name: 'About', exact: true }).click();
  const locations = page.getByRole('dialog', { name: 'About this admin' }).getByRole('row', { name: /^Locations module/ });
  await expect(locations).toContainText('0.2.0');
  await expect(locations).toContainText('Unavailable: it was built for @mv-admin/shared-ui ^0.2.0');
  await page.keyboard.press('Escape');
  // Another module's screen works (the deep link opened the Admin group).
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Delivery Slot', exact: true }).click();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(errors).toEqual([]);
});
