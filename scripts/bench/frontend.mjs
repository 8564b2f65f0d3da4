// Frontend benchmark, in headless Chromium against the system started as `npm start` does:
// - JS bytes transferred (gzip, as served) for a cold /login and a cold deep link to the first
//   screen of every deployed remote, split by origin (the shell, the remote's own JS);
// - time to the login form and to the first table rows, medians of BENCH_RUNS (default 7) cold
//   visits, the pages visited in interleaved rounds so machine load hits them alike; a time is
//   taken in the page, from the navigation's start to the DOM change that made it ready;
// - the deep link's waterfall (BENCH_WATERFALL=1): when each request started and ended;
// - the page-weight budgets of docs/frontend-performance.md: a page over budget is printed as
//   such and the run exits with status 1 (bytes are exact; times are reported, never judged).
// - per visit, the main thread's blocking time until usable (every long task after the first
//   paint, its time over 50 ms, summed: Lighthouse's total blocking time, stopped at the rows)
//   and the largest contentful paint, medians like the times;
// BENCH_VERBOSE=1 prints every script of the first visit of each page; BENCH_PAGES=login,atoll
// measures only the pages whose name contains one of those words.
// BENCH_FLOOR=1 (issue 39) also builds the monolith floor (scripts/bench/monolith: the same
// screens in one webpack build, no federation, shell or sign-in), serves it on its own port and
// visits each deep link's screen there right after the admin's, in the same rounds: JS and time
// to first rows side by side, and their ratio.
import { chromium } from '@playwright/test';
import { createRequire } from 'node:module';
import { readyScript } from '../lib/page-ready.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { apiLogin, CHROMIUM_ARGS, findChromium, signedInContext, startSystem } from '../lib/system-process.mjs';
import { frontends, root, run, runtimeConfig } from '../lib/system.mjs';

const FLOOR = Boolean(process.env.BENCH_FLOOR);
const { MONOLITH_PORT } = createRequire(import.meta.url)('../../tooling/webpack/create-config.cjs');

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const KB = 1024;
/**
 * Budgets, KB of JS gzip, cold cache (issues 7, 13 and 39; docs/frontend-performance.md). Issue
 * 39's goal for every list's deep link is the monolith floor's 367 KB; the budget keeps today's
 * figures (361-368) from growing while that last KB is found.
 */
export const BUDGETS = { login: 230, atoll: 370, listScreen: 370, remoteOwn: 40, dashboard: 400 };

/** The first screen of each remote; a deep link to it is benchmarked when the remote is deployed. */
const SCREENS = [
  { dir: 'mf-locations', path: '/admin/atoll', budget: BUDGETS.atoll },
  { dir: 'mf-delivery-pricing', path: '/admin/delivery-slot', budget: BUDGETS.listScreen },
  { dir: 'mf-jobs', path: '/jobs', budget: BUDGETS.listScreen },
  { dir: 'mf-tickets', path: '/tickets', budget: BUDGETS.listScreen },
  { dir: 'mf-users-onboarding', path: '/admin/users', budget: BUDGETS.listScreen },
  { dir: 'mf-billing', path: '/billing/business-transfer-sheet', budget: BUDGETS.listScreen },
];

/** The dashboard is settled when its grid is there and no card shows a skeleton any more (figures or an "unavailable" card). */
const LOGIN_USABLE = () => Boolean(document.querySelector('button[type=submit]')) && !document.querySelector('[data-prerendered]');
const DASHBOARD_SETTLED = () => Boolean(document.querySelector('[data-testid=dashboard-grid]')) && !document.querySelector('[data-widget-skeleton]');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => (n / KB).toFixed(1);

/** Runs in the page before its scripts: long tasks, first paint and LCP, as the browser reports them. */
function observePaints() {
  const seen = { long: [], fcp: 0, lcp: 0 };
  window.__benchPaints = seen;
  new PerformanceObserver((list) => seen.long.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Blocking time from the first paint until the page was ready (each long task's time over 50 ms), the LCP, the longest task. */
const paintsSoFar = () => {
  const { long, fcp, lcp } = window.__benchPaints;
  const until = long.filter(([start]) => start < window.__benchReady);
  const after = until.filter(([start]) => start >= fcp);
  return { blockingMs: after.reduce((n, [, d]) => n + Math.max(0, d - 50), 0), lcpMs: lcp, longestMs: Math.max(0, ...until.map(([, d]) => d)) };
};

/** Resolves once no request of `inFlight` has been open for 500 ms (Playwright's networkidle rule), or after 30 s. */
async function networkQuiet(inFlight) {
  const until = Date.now() + 30000;
  for (let quietSince = Date.now(); Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    if (inFlight.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
  }
  throw new Error('The network did not go quiet within 30 s');
}

async function visit(browser, url, { tokens, waitFor }) {
  const context = await signedInContext(browser, tokens);
  await context.addInitScript(observePaints);
  // The time is taken in the page (scripts/lib/page-ready.mjs), from the navigation's start.
  await context.addInitScript({ content: readyScript(waitFor) });
  const page = await context.newPage();
  const pending = [];
  // In-flight requests but the live event stream (GET /api/v1/events), which stays open for the
  // page's life: Playwright's 'networkidle' would never come (docs/live-events-browser.md).
  const inFlight = new Set();
  page.on('request', (req) => !req.url().endsWith('/api/v1/events') && inFlight.add(req));
  for (const done of ['requestfinished', 'requestfailed']) page.on(done, (req) => inFlight.delete(req));
  page.on('requestfinished', (req) =>
    pending.push(req.sizes().then((s) => ({ url: req.url(), type: req.resourceType(), body: s.responseBodySize, timing: req.timing() }))),
  );
  await page.goto(url);
  await page.waitForFunction(() => window.__benchReady !== undefined, undefined, { timeout: 30000 });
  const ms = Math.round(await page.evaluate(() => window.__benchReady));
  const paints = await page.evaluate(paintsSoFar);
  await networkQuiet(inFlight);
  const requests = await Promise.all(pending);
  await context.close();
  const scripts = requests.filter((r) => r.type === 'script');
  const byOrigin = {};
  for (const s of scripts) byOrigin[new URL(s.url).origin] = (byOrigin[new URL(s.url).origin] ?? 0) + s.body;
  // Stylesheets are reported beside the JS, not budgeted: antd's build-time sheet (antd-style-sheet.cjs).
  const cssBytes = requests.filter((r) => r.type === 'stylesheet').reduce((n, s) => n + s.body, 0);
  // The page itself: /login's carries its picture and that picture's styles.
  const htmlBytes = requests.filter((r) => r.type === 'document').reduce((n, s) => n + s.body, 0);
  return { ms, ...paints, requests, scripts, jsBytes: scripts.reduce((n, s) => n + s.body, 0), jsFiles: scripts.length, cssBytes, htmlBytes, byOrigin };
}

function printWaterfall(name, requests) {
  const t0 = Math.min(...requests.map((r) => r.timing.startTime));
  console.log(`\n  waterfall of ${name} (ms from navigation start: start-end, size, request)`);
  for (const r of [...requests].sort((a, b) => a.timing.startTime - b.timing.startTime)) {
    const start = r.timing.startTime - t0;
    const end = start + Math.max(r.timing.responseEnd, 0);
    const u = new URL(r.url);
    console.log(
      `    ${String(Math.round(start)).padStart(5)}-${String(Math.round(end)).padEnd(5)} ${kb(r.body).padStart(6)} KB ${u.port ? `:${u.port}` : u.host}${u.pathname}${u.search}`,
    );
  }
}

export async function benchFrontend() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: sudo apt-get install -y chromium');
  const deployed = new Set(frontends().map((f) => f.dir));
  const screens = SCREENS.filter((s) => deployed.has(s.dir));
  const floor = FLOOR ? await startFloor() : undefined;
  const floorOrigin = `http://localhost:${MONOLITH_PORT}`;
  // The floor's page calls the API from its own origin.
  const system = await startSystem(FLOOR ? floorCors() : {});
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const api = system.env.API_BASE_URL ?? 'http://localhost:4000';
  const only = process.env.BENCH_PAGES?.split(',');
  const pages = [
    // The form as the app renders it, not its picture in the HTML (tooling/webpack/login-prerender.cjs).
    { name: 'cold /login', url: 'http://localhost:3000/login', waitFor: LOGIN_USABLE, budget: BUDGETS.login },
    // The dashboard (issue 13): the shell's layout plus every deployed module's widgets. It is
    // measured once every widget settled (figures, or the "unavailable" card), not at the first h1.
    { name: 'cold dashboard /', url: 'http://localhost:3000/', waitFor: DASHBOARD_SETTLED, budget: BUDGETS.dashboard, signedIn: true, dashboard: true },
    ...screens.flatMap((s) => [
      {
        name: `cold deep link ${s.path}`,
        url: `http://localhost:3000${s.path}`,
        waitFor: '.ant-table-row',
        budget: s.budget,
        signedIn: true,
        port: apps(s.dir),
      },
      ...(floor
        ? [{ name: `floor ${s.path}`, url: `${floorOrigin}${s.path}`, waitFor: '.ant-table-row', signedIn: true, floorOf: `cold deep link ${s.path}` }]
        : []),
    ]),
  ].filter((p) => !only || only.some((word) => p.name.includes(word)));
  const runs = new Map(pages.map((p) => [p.name, []]));
  try {
    // Interleaved rounds: every page once per round, so load on the machine hits them alike.
    for (let i = 0; i < RUNS; i += 1) {
      for (const p of pages) runs.get(p.name).push(await visit(browser, p.url, { waitFor: p.waitFor, tokens: p.signedIn ? await apiLogin(api) : undefined }));
    }
  } finally {
    await browser.close();
    await system.stop();
    floor?.close();
  }
  return pages.map((p) => {
    const all = runs.get(p.name);
    const first = all[0];
    const own = p.port ? (first.byOrigin[`http://localhost:${p.port}`] ?? 0) : undefined;
    return {
      ...p,
      jsKB: first.jsBytes / KB,
      files: first.jsFiles,
      cssKB: first.cssBytes / KB,
      htmlKB: first.htmlBytes / KB,
      ms: median(all.map((r) => r.ms)),
      allMs: all.map((r) => r.ms),
      blockingMs: median(all.map((r) => r.blockingMs)),
      lcpMs: median(all.map((r) => r.lcpMs)),
      longestMs: median(all.map((r) => r.longestMs)),
      byOrigin: first.byOrigin,
      ownKB: own === undefined ? undefined : own / KB,
      first,
    };
  });
}

/** Builds the monolith floor (about 20 s) and serves it as the system serves the shell: gzip, SPA fallback, /env.json. */
export async function startFloor() {
  const dir = `${root}/scripts/bench/monolith`;
  await run('npx', ['webpack', '--config', `${dir}/webpack.config.cjs`, '--mode', 'production'], { cwd: root });
  return startStaticServer({ dir: `${dir}/dist`, port: MONOLITH_PORT, spa: true, dynamic: { '/env.json': () => runtimeConfig.envJson() } });
}

/** The system's settings that let the floor's page (its own origin) call the API. */
export function floorCors() {
  const origins = [3000, ...frontends().map((f) => f.port)].map((p) => `http://localhost:${p}`);
  return { CORS_ORIGINS: origins.concat(`http://localhost:${MONOLITH_PORT}`).join(',') };
}

function apps(dir) {
  return frontends().find((f) => f.dir === dir)?.port;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchFrontend();
  const over = [];
  for (const r of results) {
    if (r.floorOf) {
      if (process.env.BENCH_WATERFALL) printWaterfall(r.name, r.first.requests);
      continue;
    }
    const origins = Object.entries(r.byOrigin)
      .map(([o, b]) => `${o.replace('http://localhost:', ':')} ${kb(b)} KB`)
      .join(', ');
    const what = r.dashboard ? 'widgets settled' : r.signedIn ? 'first rows' : 'login form';
    console.log(
      `${r.name.padEnd(46)} JS ${r.jsKB.toFixed(1)} KB gzip in ${r.files} files (budget ${r.budget}), CSS ${r.cssKB.toFixed(1)} KB, HTML ${r.htmlKB.toFixed(1)} KB; ${what} ${r.ms} ms (median of ${RUNS}); ${origins}`,
    );
    console.log(
      `${''.padEnd(46)} until then: blocking time ${Math.round(r.blockingMs)} ms, longest task ${Math.round(r.longestMs)} ms, LCP ${Math.round(r.lcpMs)} ms (medians)`,
    );
    if (r.jsKB > r.budget) over.push(`${r.name}: ${r.jsKB.toFixed(1)} KB > ${r.budget} KB`);
    if (r.ownKB !== undefined && r.ownKB > BUDGETS.remoteOwn) over.push(`${r.name}: the remote's own JS ${r.ownKB.toFixed(1)} KB > ${BUDGETS.remoteOwn} KB`);
    if (process.env.BENCH_VERBOSE)
      for (const s of [...r.first.scripts].sort((a, b) => b.body - a.body)) console.log(`    ${kb(s.body).padStart(6)} KB ${s.url}`);
    if (process.env.BENCH_WATERFALL) printWaterfall(r.name, r.first.requests);
  }
  const floors = results.filter((r) => r.floorOf);
  if (floors.length) {
    console.log(`\nAgainst the monolith floor (medians of ${RUNS} interleaved rounds: the admin's deep link, then the floor's):`);
    console.log('  screen                               JS KB admin / floor   first rows ms admin / floor   ratio');
    for (const f of floors) {
      const a = results.find((r) => r.name === f.floorOf);
      if (!a) continue;
      console.log(
        `  ${f.name.replace('floor ', '').padEnd(36)} ${a.jsKB.toFixed(1).padStart(7)} / ${f.jsKB.toFixed(1).padEnd(12)} ${String(a.ms).padStart(8)} / ${String(f.ms).padEnd(14)} ${(a.ms / f.ms).toFixed(2)}x`,
      );
      // Every round's pair, in order: how far a median can move on this machine.
      if (process.env.BENCH_VERBOSE) console.log(`      rounds (admin/floor ms): ${a.allMs.map((ms, i) => `${ms}/${f.allMs[i]}`).join(' ')}`);
    }
  }
  if (over.length) {
    console.error(`\nPAGE WEIGHT OVER BUDGET:\n  ${over.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nEvery page is within its page-weight budget.');
}
