// Browser tests of the whole system: builds what is stale, starts it exactly as `npm start` does
// (on a fresh embedded database in a temp dir), runs Playwright in Debian's Chromium, stops it.
// Without Chromium the run says how to install it and skips, except in CI (CI=true) or with
// E2E_REQUIRED=1, where a missing browser fails the run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, startSystem } from '../scripts/lib/system-process.mjs';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const required = process.env.CI === 'true' || process.env.E2E_REQUIRED === '1';
// A run with a visible browser (--headed, --debug, --ui) needs the full Chromium.
const headed = process.argv.slice(2).some((a) => /^--(headed|debug|ui)\b/.test(a));
const chromium = findChromium({ headlessShell: !headed });
if (!chromium) {
  console.error(
    'Browser tests: no Chromium found (looked at CHROMIUM_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium, /usr/bin/chromium-browser).\n' +
      '  Install it with: sudo apt-get install -y chromium chromium-headless-shell   (Playwright cannot download browsers here)\n' +
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
    // One line per request, printed for a failed run (below): CI keeps only what the run prints.
    ACCESS_LOG: 'true',
  });
} catch (error) {
  console.error(`${error.message}:\n${error.log ?? ''}`);
  process.exit(1);
}
console.log('System is up; running Playwright.');
const args = ['playwright', 'test', '--config', join(root, 'e2e/playwright.config.ts'), ...process.argv.slice(2)];
// Not spawnSync: this process keeps reading the system's output (the access log) meanwhile.
const status = await new Promise((resolve) => {
  spawn('npx', args, { cwd: join(root, 'e2e'), env: system.env, stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1));
});
// A failed run, or a passed one with a flaky test (failed once, then passed on its retry).
printFailureContext(system.log(), status !== 0);
await system.stop();
if (registryDir) rmSync(registryDir, { recursive: true, force: true });
process.exit(status);

/**
 * What a failed run leaves for whoever reads only its output (CI keeps no files): each failed
 * test's page as Playwright saw it at the failure (error-context.md, the accessibility snapshot),
 * and the API's answers that were errors (4xx/5xx, newest last). E2E_SHOW_LOG=1: the whole log.
 */
function printFailureContext(log, failed) {
  const results = join(root, 'e2e/test-results');
  const dirs = (existsSync(results) ? readdirSync(results) : []).filter((dir) => existsSync(join(results, dir, 'error-context.md')));
  if (!failed && dirs.length === 0) return;
  for (const dir of dirs) {
    const file = join(results, dir, 'error-context.md');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    // No page snapshot (a test that failed before it opened a page): the error is printed above.
    if (!text.includes('```yaml')) continue;
    // Without the sidebar and the header: the same on every page.
    let skip = false;
    const snapshot = text
      .slice(text.indexOf('```yaml'))
      .split('\n')
      .filter((line) => {
        if (/^- /.test(line)) skip = /^- (complementary|banner):/.test(line);
        return !skip;
      })
      .join('\n');
    console.error(`\n--- ${dir}: the page at the failure (without the sidebar and header) ---\n${snapshot.slice(0, 8000)}`);
  }
  if (process.env.E2E_SHOW_LOG) return console.error(log);
  const answers = log.split('\n').filter((line) => line.includes('"msg":"request"'));
  const errors = answers.filter((line) => /"status":[45]\d\d/.test(line));
  const busy = errors.filter((line) => line.includes('"status":503')).length;
  console.error(`\n--- the API: ${answers.length} requests, ${errors.length} answered 4xx/5xx (${busy} with 503); the last 40 of those ---`);
  console.error(errors.slice(-40).join('\n'));
  const other = log.split('\n').filter((line) => /"level":(40|50|60)/.test(line));
  if (other.length > 0) console.error(`--- the API's warnings and errors (last 20) ---\n${other.slice(-20).join('\n')}`);
}
