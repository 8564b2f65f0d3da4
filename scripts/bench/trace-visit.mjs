// Where a cold visit's main thread goes: records a Chromium trace (the timeline and V8's sampling
// profiler) of cold visits of one page, signed in, against the system as `npm start` runs it, and
// prints per visit the first paint, the LCP candidates and every task of 40 ms or more with what it
// spent its time on (script evaluation by file, microtasks, style and layout, GC). The traces land
// in `.bench/traces/` and open in Chrome DevTools' Performance panel.
//
//   node scripts/bench/trace-visit.mjs /admin/atoll 3      # page, number of visits (default 3)
//   SYSTEM_RUNNING=1 node scripts/bench/trace-visit.mjs /jobs
//   TRACE_FLOOR=1 ...                                        # the monolith floor's page (frontend.mjs)
//   TRACE_MIN_MS=10 ...                                      # list shorter tasks too (default 40 ms)
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { apiLogin, CHROMIUM_ARGS, findChromium, signedInContext, startSystem } from '../lib/system-process.mjs';
import { root } from '../lib/system.mjs';
import { floorCors, startFloor } from './frontend.mjs';

const { MONOLITH_PORT } = createRequire(import.meta.url)('../../tooling/webpack/create-config.cjs');

const FLOOR = Boolean(process.env.TRACE_FLOOR);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];
/** What a task's time is reported as: these events, script ones by file. */
const PARTS = ['EvaluateScript', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'ParseHTML', 'MinorGC', 'MajorGC', 'Paint'];
const ms = (us) => Math.round(us / 1000);

/** The page's renderer main thread, its navigation start, paints and long tasks, from one trace. */
function summarise(traceEvents, minTaskMs = 40) {
  const main = traceEvents.find(
    (e) =>
      e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && traceEvents.some((x) => x.tid === e.tid && x.pid === e.pid && x.name === 'ParseHTML'),
  );
  const own = traceEvents.filter((e) => e.pid === main.pid);
  const t0 = own.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame).ts;
  const fcp = own.find((e) => e.name === 'firstContentfulPaint');
  const lcp = own.filter((e) => e.name === 'largestContentfulPaint::Candidate').map((e) => `${ms(e.ts - t0)} ms (${e.args.data.size} px²)`);
  const slices = own.filter((e) => e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const tasks = slices.filter((e) => e.name === 'RunTask');
  const long = tasks
    .filter((t) => t.dur >= minTaskMs * 1000)
    .map((t) => {
      const parts = {};
      for (const e of slices) {
        if (e.ts < t.ts || e.ts + e.dur > t.ts + t.dur || !PARTS.includes(e.name)) continue;
        const file = e.args?.data?.url?.split('/').pop();
        const key = file ? `${e.name} ${file}` : e.name;
        parts[key] = (parts[key] ?? 0) + e.dur;
      }
      const top = Object.entries(parts)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([k, v]) => `${k} ${ms(v)}`);
      return { start: ms(t.ts - t0), duration: ms(t.dur), top };
    });
  return { fcp: fcp ? ms(fcp.ts - t0) : undefined, lcp, busy: ms(tasks.reduce((n, t) => n + t.dur, 0)), long };
}

async function main() {
  const path = process.argv[2] ?? '/admin/atoll';
  const visits = Number(process.argv[3] ?? 3);
  const outDir = join(root, '.bench', 'traces');
  mkdirSync(outDir, { recursive: true });
  const floor = FLOOR ? await startFloor() : undefined;
  const origin = `http://localhost:${FLOOR ? MONOLITH_PORT : 3000}`;
  const system = process.env.SYSTEM_RUNNING ? undefined : await startSystem({ QUICK_LOGIN: 'false', ...(FLOOR ? floorCors() : {}) });
  const api = system?.env.API_BASE_URL ?? 'http://localhost:4000';
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    for (let i = 1; i <= visits; i += 1) {
      const context = await signedInContext(browser, await apiLogin(api), { viewport: { width: 1350, height: 940 } });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(`${origin}${path}`);
      await page.locator('.ant-table-row, [data-testid=dashboard-grid]').first().waitFor({ timeout: 30000 });
      // The rows' own commit and paint come after the first row is in the DOM. Every page holds its
      // live stream open (never network-idle): the dashboard until every widget has its figures,
      // then a second of whatever follows.
      if (path === '/') await page.waitForFunction(() => !document.querySelector('[data-widget-skeleton]'), undefined, { timeout: 30000 });
      await page.waitForTimeout(1000);
      const trace = await browser.stopTracing();
      await context.close();
      const file = join(outDir, `${FLOOR ? 'floor-' : ''}${path.replace(/\W+/g, '_').replace(/^_/, '') || 'root'}-${i}.json`);
      writeFileSync(file, trace);
      const s = summarise(JSON.parse(trace.toString()).traceEvents, Number(process.env.TRACE_MIN_MS ?? 40));
      console.log(`\n${path}, visit ${i}: first paint ${s.fcp} ms; LCP candidates ${s.lcp.join(', ')}; main thread busy ${s.busy} ms (${file})`);
      for (const t of s.long) console.log(`  task at ${String(t.start).padStart(5)} ms: ${String(t.duration).padStart(3)} ms  ${t.top.join(', ')}`);
    }
  } finally {
    await browser.close();
    await system?.stop();
    floor?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
