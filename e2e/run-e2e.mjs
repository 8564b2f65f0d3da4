// Browser tests of the whole system: builds what is stale, starts it exactly as `npm start` does
// (on a fresh embedded database in a temp dir), runs Playwright in Debian's Chromium, stops it.
// Without Chromium the run says how to install it and skips, except in CI (CI=true) or with
// E2E_REQUIRED=1, where a missing browser fails the run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const required = process.env.CI === 'true' || process.env.E2E_REQUIRED === '1';
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);
const chromium = candidates.find((p) => existsSync(p));
if (!chromium) {
  console.error(
    'Browser tests: no Chromium found (looked at CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser).\n' +
      '  Install it with: sudo apt-get install -y chromium   (Playwright cannot download browsers here)\n' +
      (required ? '  CI=true: browser tests are mandatory, failing.' : '  Skipping the browser tests.'),
  );
  process.exit(required ? 1 : 0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  // Short-lived access tokens so the suite can watch a silent refresh happen.
  ACCESS_TOKEN_TTL_SECONDS: process.env.ACCESS_TOKEN_TTL_SECONDS ?? '20',
  QUICK_LOGIN: 'true',
  CHROMIUM_PATH: chromium,
};
delete env.DATABASE_URL;

console.log(`Browser tests: Chromium at ${chromium}; starting the system (data in ${dataDir})…`);
const system = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let log = '';
system.stdout.on('data', (d) => (log += d));
system.stderr.on('data', (d) => (log += d));

const ready = await new Promise((resolve) => {
  const timer = setTimeout(() => resolve(false), 15 * 60 * 1000);
  system.stdout.on('data', () => {
    if (log.includes('Press Ctrl-C')) {
      clearTimeout(timer);
      resolve(true);
    }
  });
  system.on('exit', () => {
    clearTimeout(timer);
    resolve(false);
  });
});

let status = 1;
if (!ready) {
  console.error('The system did not start:\n' + log);
} else {
  console.log('System is up; running Playwright.');
  const args = ['playwright', 'test', '--config', join(root, 'e2e/playwright.config.ts'), ...process.argv.slice(2)];
  status = spawnSync('npx', args, { cwd: join(root, 'e2e'), env, stdio: 'inherit' }).status ?? 1;
}
try {
  process.kill(-system.pid, 'SIGINT');
} catch {}
await new Promise((r) => setTimeout(r, 1500));
try {
  process.kill(-system.pid, 'SIGKILL');
} catch {}
rmSync(dataDir, { recursive: true, force: true });
if (status !== 0 && process.env.E2E_SHOW_LOG) console.error(log);
process.exit(status);
