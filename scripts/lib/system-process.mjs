// Starts the whole system the way a user does (`node scripts/start.mjs`) on a fresh embedded
// database in a temp dir, for browser tests and benchmarks. Resolves once it printed its URLs.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

export async function startSystem(extraEnv = {}) {
  // SYSTEM_RUNNING=1 (benches): measure the system already running on the usual ports, for example
  // one started at a different priority than the measuring browser.
  if (process.env.SYSTEM_RUNNING) return { stop: async () => {}, log: () => '', env: { ...process.env } };
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-system-'));
  const env = { ...process.env, DATA_DIR: dataDir, QUICK_LOGIN: 'true', ...extraEnv };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));

  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {}
    await new Promise((r) => setTimeout(r, 1500));
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
    rmSync(dataDir, { recursive: true, force: true });
  };

  const ready = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 15 * 60 * 1000);
    const check = () => {
      if (log.includes('Press Ctrl-C')) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout.on('data', check);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  if (!ready) {
    await stop();
    throw Object.assign(new Error('The system did not start'), { log });
  }
  return { stop, log: () => log, env };
}

/**
 * The flags every bench's Chromium and the browser tests' run with: no sandbox or GPU on these
 * machines, plain HTTP/1.1, no background traffic. A JSON file, so e2e/playwright.config.ts
 * (loaded as CommonJS) reads the same list.
 */
export const CHROMIUM_ARGS = createRequire(import.meta.url)('./chromium-args.json');

export function findChromium({ headlessShell = false } = {}) {
  const candidates = [
    process.env.CHROMIUM_PATH,
    // The browser tests prefer Debian's chromium-headless-shell, the same Blink without the full
    // browser's UI: their shared project took 4.5 min instead of 5.7 on the 2-core machine.
    headlessShell && '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

/** The demo admin's tokens from the running API (benches write them into a page's localStorage). */
export async function apiLogin(api) {
  const res = await fetch(`${api}/api/v1/login/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2026' }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return (await res.json()).data;
}

/** A new browser context whose pages start signed in with `tokens` (spec §3: the session lives in localStorage); none: signed out. */
export async function signedInContext(browser, tokens, options = {}) {
  const context = await browser.newContext(options);
  if (tokens)
    await context.addInitScript(
      ([a, r]) => {
        localStorage.setItem('session_token', a);
        localStorage.setItem('refresh_token', r);
      },
      [tokens.access_token, tokens.refresh_token],
    );
  return context;
}
