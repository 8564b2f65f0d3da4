// Browser tests of the whole system: builds what is stale, starts it exactly as `npm start` does
// (on a fresh embedded database in a temp dir), runs Playwright in Debian's Chromium, stops it.
// Without Chromium the run says how to install it and skips, except in CI (CI=true) or with
// E2E_REQUIRED=1, where a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, startSystem } from '../scripts/lib/system-process.mjs';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const required = process.env.CI === 'true' || process.env.E2E_REQUIRED === '1';
const chromium = findChromium();
if (!chromium) {
  console.error(
    'Browser tests: no Chromium found (looked at CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser).\n' +
      '  Install it with: sudo apt-get install -y chromium   (Playwright cannot download browsers here)\n' +
      (required ? '  CI=true: browser tests are mandatory, failing.' : '  Skipping the browser tests.'),
  );
  process.exit(required ? 1 : 0);
}

console.log(`Browser tests: Chromium at ${chromium}; building what is stale and starting the system…`);
// The registry is a file, as in a deployment, so the deploy tests can switch an entry while the
// system runs (they restore it); the shell reads it again on every page load.
const registryDir = process.env.REMOTES_REGISTRY ? undefined : mkdtempSync(join(tmpdir(), 'e2e-registry-'));
const registry = process.env.REMOTES_REGISTRY ?? join(registryDir, 'remotes.json');
if (registryDir) writeFileSync(registry, JSON.stringify(require('../tooling/apps.cjs').defaultRegistry(), null, 2));
let system;
try {
  // Short-lived access tokens so the suite can watch a silent refresh happen; every answer the
  // browser gets is also checked against the contract (api-server/src/http/response-serializer.ts).
  system = await startSystem({
    REMOTES_REGISTRY: registry,
    ACCESS_TOKEN_TTL_SECONDS: process.env.ACCESS_TOKEN_TTL_SECONDS ?? '20',
    CHECK_RESPONSES: 'true',
    CHROMIUM_PATH: chromium,
  });
} catch (error) {
  console.error(`${error.message}:\n${error.log ?? ''}`);
  process.exit(1);
}
console.log('System is up; running Playwright.');
const args = ['playwright', 'test', '--config', join(root, 'e2e/playwright.config.ts'), ...process.argv.slice(2)];
const status = spawnSync('npx', args, { cwd: join(root, 'e2e'), env: system.env, stdio: 'inherit' }).status ?? 1;
if (status !== 0 && process.env.E2E_SHOW_LOG) console.error(system.log());
await system.stop();
if (registryDir) rmSync(registryDir, { recursive: true, force: true });
process.exit(status);
