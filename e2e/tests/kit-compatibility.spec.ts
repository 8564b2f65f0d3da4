import { expect, test } from '@playwright/test';
import { buildRemoteCopy, serveBuild, switchRegistry, type RemoteBuildCopy } from './deploy-support';
import { signIn, watchConsole } from './support';

// A Locations build whose team moved to a kit this admin does not run yet: the next breaking
// shared-ui (a minor on 0.x, a major from 1.0), while the shell provides the repo's shared-ui.
const provided: string = require('../../shared-ui/package.json').version;
const [major, minor] = provided.split('.').map(Number);
const bumped = major === 0 ? `^0.${minor + 1}.0` : `^${major + 1}.0.0`;
let build: RemoteBuildCopy;
let served: Awaited<ReturnType<typeof serveBuild>>;
let restore: () => void;

test.beforeAll(async () => {
  test.setTimeout(300_000); // one production build of a remote
  build = buildRemoteCopy('mf-locations', '9.0.0', { '@mv-admin/shared-ui': bumped });
  served = await serveBuild(build.dist);
  restore = switchRegistry('mf_locations', served.entry, '9.0.0');
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
  // The dashboard, where sign-in lands, shows its card as unavailable too.
  await expect(page.getByText('The Locations module is unavailable')).toBeVisible();
  await page.goto('/admin/atoll');
  expect((await entryLoaded).ok()).toBe(true);
  const unavailable = page.getByTestId('module-unavailable');
  await expect(unavailable.getByText('The Locations module is unavailable')).toBeVisible();
  await expect(unavailable).toContainText(`it was built for @mv-admin/shared-ui ${bumped} and this admin provides @mv-admin/shared-ui ${provided}`);
  // None of its screen rendered, not even in part.
  await expect(page.locator('.ant-table')).toHaveCount(0);
  // The About dialog says the same to whoever answers the support call.
  await page.getByRole('button', { name: 'About', exact: true }).click();
  const about = page.getByRole('dialog', { name: 'About this admin' });
  await expect(
    about
      .getByRole('row', { name: /^@mv-admin\/shared-ui/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(provided);
  const locations = about.getByRole('row', { name: /^Locations module/ });
  await expect(locations.getByRole('cell').first()).toHaveText('9.0.0');
  await expect(locations).toContainText(`Unavailable: it was built for @mv-admin/shared-ui ${bumped}`);
  await page.keyboard.press('Escape');
  // Another module's screen works (the deep link opened the Admin group).
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Delivery Slot', exact: true }).click();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(errors).toEqual([]);
});
