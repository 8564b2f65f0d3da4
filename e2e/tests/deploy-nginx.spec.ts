import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/**
 * The reference deployment (issue 36, docs/operations.md): `npm run deploy:local` on PostgreSQL
 * (TEST_DATABASE_URL's server, a database of its own) behind Debian's nginx. Signs in through it,
 * opens a screen of every remote, ships a new version of one by switching the registry, and
 * restarts one API process while the other serves. Skipped without PostgreSQL or nginx (.ci/run
 * installs both).
 */
const root = join(__dirname, '../..');
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const server = process.env.TEST_DATABASE_URL;
const PORT = 8089;
const BASE = `http://localhost:${PORT}`;
const ADMIN = { email: 'deploy-admin@example.com', password: 'Deploy#Admin-2026' };

test.skip(!server || !nginx, 'needs TEST_DATABASE_URL and nginx');
test.describe.configure({ mode: 'serial' });

let deploy: ChildProcess | undefined;
let log = '';
let dir: string;
const database = `mv_deploy_e2e_${process.pid}`;
const psql = (sql: string) => execFileSync('psql', [server!, '-qc', sql], { stdio: 'pipe' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dir = mkdtempSync(join(tmpdir(), 'mv-deploy-e2e-'));
  psql(`drop database if exists ${database}`);
  psql(`create database ${database}`);
  const env = {
    ...process.env,
    DATABASE_URL: server!.replace(/\/[^/]*$/, `/${database}`),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEPLOY_PORT: String(PORT),
    DEPLOY_DIR: dir,
  };
  deploy = spawn(process.execPath, [join(root, 'deploy/deploy-local.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  deploy.stdout!.on('data', (d) => (log += d));
  deploy.stderr!.on('data', (d) => (log += d));
  await expect.poll(async () => (await fetch(`${BASE}/api/v1/ready`).catch(() => undefined))?.status, { timeout: 240_000, intervals: [500] }).toBe(200);
  // Both API processes up before the restart test relies on the second.
  await expect.poll(() => (log.match(/API ready/g) ?? []).length, { timeout: 120_000 }).toBe(2);
});

test.afterAll(async () => {
  deploy?.kill('SIGTERM');
  await new Promise((resolve) => (deploy?.exitCode !== null ? resolve(null) : deploy?.once('exit', resolve)));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dir, { recursive: true, force: true });
  try {
    psql(`drop database if exists ${database}`);
  } catch {}
});

async function signIn(page: Page) {
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('user-card')).toBeVisible();
}

interface Registry {
  remotes: { name: string; label: string; entry: string; routes: string[] }[];
}

test('signs in through nginx and opens a screen of every remote', async ({ page }) => {
  await signIn(page);
  const registry = (await (await page.request.get(`${BASE}/remotes.json`)).json()) as Registry;
  expect(registry.remotes.length).toBe(6);
  for (const remote of registry.remotes) {
    expect(remote.entry).toMatch(new RegExp(`^${BASE}/remotes/mf-[a-z-]+/\\d+\\.\\d+\\.\\d+/remoteEntry\\.js$`));
    const screen = remote.routes.find((r) => !r.includes(':') && !r.includes('*'))!;
    await page.goto(`${BASE}${screen}`);
    await expect(
      page
        .getByRole('heading', { level: 1 })
        .or(page.getByRole('heading', { level: 2 }))
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/module is unavailable/)).toHaveCount(0);
  }
});

test('ships a new version of Locations by switching the registry', async ({ page }) => {
  execFileSync(process.execPath, [join(root, 'deploy/deploy-local.mjs'), 'ship', 'mf-locations', join(root, 'mf-locations/dist'), '9.9.9'], {
    env: { ...process.env, DEPLOY_PORT: String(PORT), DEPLOY_DIR: dir },
  });
  const entry = `${BASE}/remotes/mf-locations/9.9.9/remoteEntry.js`;
  // nginx's reload is graceful: the old workers answer until the new ones have started.
  // With the files that screen runs, from the build's preload.json in the new folder.
  const files = JSON.parse(readFileSync(join(root, 'mf-locations/dist/preload.json'), 'utf8')).routes['/admin/atoll'] as string[];
  expect(files.length).toBeGreaterThan(1);
  const link = [entry, ...files.map((f) => `${BASE}/remotes/mf-locations/9.9.9/${f}`)].map((url) => `<${url}>; rel=preload; as=script`).join(', ');
  await expect.poll(async () => (await page.request.get(`${BASE}/admin/atoll`)).headers().link).toBe(link);
  await signIn(page);
  const loaded = page.waitForResponse((res) => res.url() === entry && res.status() === 200);
  await page.goto(`${BASE}/admin/atoll`);
  await loaded;
  await expect(page.getByRole('table')).toBeVisible();
});

test('restarts one API process while the other serves', async ({ page }) => {
  await signIn(page);
  await page.goto(`${BASE}/admin/atoll`);
  await expect(page.getByRole('table')).toBeVisible();
  // The latest process on that port (one started again after an exit is named again).
  const pid = Number([...log.matchAll(/API process (\d+) on 127\.0\.0\.1:4101/g)].at(-1)![1]);
  // An API process that exited before this test is a failure of its own, with its log.
  expect(log, log.slice(-6000)).not.toMatch(/API process \d+ exited/);
  const readyBefore = (log.match(/API ready/g) ?? []).length;
  process.kill(pid, 'SIGTERM');
  // While it stops and starts again, the screen keeps loading its data through the other one.
  for (let i = 0; i < 3; i += 1) {
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  }
  await expect.poll(() => (log.match(/API ready/g) ?? []).length, { timeout: 120_000 }).toBe(readyBefore + 1);
  expect(log).toContain(`API process ${pid} exited (0); starting it again`);
});
