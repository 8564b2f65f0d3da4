import { expect, test, type Page } from '@playwright/test';
import { buildRemoteCopy, serveBuild, switchRegistry, type RemoteBuildCopy } from './deploy-support';
import { signIn } from './support';

// The deploy drill of docs/deploying-a-module.md: two builds of Locations in two folders, both
// served; the registry entry moves from one to the other and back while the system keeps running.
const builds: RemoteBuildCopy[] = [];
const served: Awaited<ReturnType<typeof serveBuild>>[] = [];
let restore: (() => void) | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000); // two production builds of a remote
  for (const version of ['0.1.1', '0.1.2']) {
    const build = buildRemoteCopy('mf-locations', version);
    builds.push(build);
    served.push(await serveBuild(build.dist));
  }
});

test.afterAll(() => {
  restore?.();
  for (const s of served) s.close();
  for (const b of builds) b.remove();
});

/** The atolls screen's rows came from `entry`'s folder, and the About dialog names `version` as running. */
async function expectRunning(page: Page, entry: string, version: string) {
  const origin = new URL(entry).origin;
  const fromThisFolder = page.waitForResponse((res) => res.url().startsWith(`${origin}/module.`) && res.ok());
  await page.reload();
  await fromThisFolder;
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'About', exact: true }).click();
  const row = page.getByRole('dialog', { name: 'About this admin' }).getByRole('row', { name: /^Locations module/ });
  await expect(row).toContainText('Running');
  await expect(row.getByRole('cell').first()).toHaveText(version);
  await page.keyboard.press('Escape');
}

test('deploy a new version by switching its registry entry, then roll back, without a rebuild or restart', async ({ page }) => {
  const [v1, v2] = served;
  restore = switchRegistry('mf_locations', v1.entry, '0.1.1');
  await signIn(page, '/admin/atoll');
  await expectRunning(page, v1.entry, '0.1.1');

  // Deploy: the new folder goes into the registry; the next page load runs it.
  switchRegistry('mf_locations', v2.entry, '0.1.2');
  await expectRunning(page, v2.entry, '0.1.2');

  // Rollback: the entry points at the previous folder again.
  switchRegistry('mf_locations', v1.entry, '0.1.1');
  await expectRunning(page, v1.entry, '0.1.1');
});
