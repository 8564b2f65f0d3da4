// Frontend benchmark: JS bytes transferred (gzip, as served) for a cold /login and a cold deep
// link to each remote's first screen, and time from navigation to the first table row, in
// headless Chromium against the system started as `npm start` does. Prints figures, asserts nothing.
import { chromium } from '@playwright/test';
import { findChromium, startSystem } from '../lib/system-process.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SCREENS = [
  { name: 'deep link /admin/atoll', path: '/admin/atoll' },
  { name: 'deep link /admin/delivery-slot', path: '/admin/delivery-slot', optional: true },
  { name: 'deep link /jobs', path: '/jobs', optional: true },
  { name: 'deep link /tickets', path: '/tickets', optional: true },
  { name: 'deep link /admin/users', path: '/admin/users', optional: true },
  { name: 'deep link /billing/business-transfer-sheet', path: '/billing/business-transfer-sheet', optional: true },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => (n / 1024).toFixed(1);

async function apiLogin(api) {
  const res = await fetch(`${api}/api/v1/login/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2026' }),
  });
  return (await res.json()).data;
}

async function visit(browser, url, { tokens, waitFor }) {
  const context = await browser.newContext();
  if (tokens) {
    await context.addInitScript(([a, r]) => {
      localStorage.setItem('session_token', a);
      localStorage.setItem('refresh_token', r);
    }, [tokens.access_token, tokens.refresh_token]);
  }
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (req) => pending.push(req.sizes().then((s) => ({ url: req.url(), type: req.resourceType(), body: s.responseBodySize }))));
  const started = Date.now();
  await page.goto(url);
  await page.locator(waitFor).first().waitFor({ timeout: 30000 });
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const requests = await Promise.all(pending);
  await context.close();
  const scripts = requests.filter((r) => r.type === 'script');
  if (process.env.BENCH_VERBOSE) for (const s of [...scripts].sort((a, b) => b.body - a.body)) console.log(`    ${(s.body / 1024).toFixed(1).padStart(6)} KB ${s.url}`);
  const byOrigin = {};
  for (const s of scripts) byOrigin[new URL(s.url).origin] = (byOrigin[new URL(s.url).origin] ?? 0) + s.body;
  return { ms, jsBytes: scripts.reduce((n, s) => n + s.body, 0), jsFiles: scripts.length, byOrigin, allBytes: requests.reduce((n, r) => n + r.body, 0) };
}

export async function benchFrontend() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: sudo apt-get install -y chromium');
  const system = await startSystem();
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const results = {};
  try {
    const api = system.env.API_BASE_URL ?? 'http://localhost:4000';
    const login = [];
    for (let i = 0; i < RUNS; i += 1) login.push(await visit(browser, 'http://localhost:3000/login', { waitFor: 'button[type=submit]' }));
    results['cold /login'] = { jsKB: kb(login[0].jsBytes), files: login[0].jsFiles, msToForm: median(login.map((r) => r.ms)), byOrigin: login[0].byOrigin };
    for (const screen of SCREENS) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const tokens = await apiLogin(api);
        try {
          runs.push(await visit(browser, `http://localhost:3000${screen.path}`, { tokens, waitFor: '.ant-table-row' }));
        } catch (error) {
          if (screen.optional) break;
          throw error;
        }
      }
      if (!runs.length) continue;
      results[`cold ${screen.name}`] = { jsKB: kb(runs[0].jsBytes), files: runs[0].jsFiles, msToFirstRows: median(runs.map((r) => r.ms)), byOrigin: runs[0].byOrigin };
    }
  } finally {
    await browser.close();
    await system.stop();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchFrontend();
  for (const [name, r] of Object.entries(results)) {
    const origins = Object.entries(r.byOrigin).map(([o, b]) => `${o.replace('http://localhost:', ':')} ${kb(b)} KB`).join(', ');
    console.log(`${name.padEnd(34)} JS ${r.jsKB} KB gzip in ${r.files} files; ${r.msToFirstRows !== undefined ? `first rows ${r.msToFirstRows} ms` : `form ${r.msToForm} ms`} (median of ${RUNS}); by origin: ${origins}`);
  }
}
