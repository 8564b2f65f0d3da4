// Layout shift of the dashboard (`/`) as it loads, signed in, cold, at several window widths:
// the cumulative layout shift (CLS) and each shift with the elements that moved, each card's
// horizontal overflow, and each card's natural height (the grid's stretch turned off after the
// measure): the `height` a module declares for its card in src/routes.ts.
//
//   node scripts/bench/layout-shift.mjs                 # 1350 (Lighthouse's desktop) and 1280 px
//   WIDTHS=1350,1100,800 node scripts/bench/layout-shift.mjs
//   SYSTEM_RUNNING=1 ...                                # against a system already running
import { chromium } from '@playwright/test';
import { apiLogin, CHROMIUM_ARGS, findChromium, signedInContext, startSystem } from '../lib/system-process.mjs';
const sys = process.env.SYSTEM_RUNNING ? null : await startSystem();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
let tokens;
try {
  tokens = await apiLogin('http://localhost:4000');
} catch (e) {
  await sys?.stop?.();
  throw e;
}
for (const width of (process.env.WIDTHS ?? '1350,1280').split(',').map(Number)) {
  const context = await signedInContext(browser, tokens, { viewport: { width, height: 940 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__shifts.push({
          value: e.value,
          t: Math.round(e.startTime),
          hadInput: e.hadRecentInput,
          sources: (e.sources ?? []).map((s) => {
            const n = s.node;
            return {
              node: n ? (n.getAttribute?.('data-testid') ?? n.className ?? n.nodeName) : null,
              prev: `${s.previousRect.x},${s.previousRect.y},${s.previousRect.width}x${s.previousRect.height}`,
              cur: `${s.currentRect.x},${s.currentRect.y},${s.currentRect.width}x${s.currentRect.height}`,
            };
          }),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('http://localhost:3000/');
  await page.waitForFunction(
    () => document.querySelectorAll('[data-widget-skeleton]').length === 0 && document.querySelectorAll('[data-testid^=widget-]').length >= 6,
    null,
    { timeout: 30000 },
  );
  // Late shifts (a card's figures after its code) are recorded too: 1.5 s to settle (the live
  // event stream keeps the network busy, so there is no 'networkidle' to wait for).
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => window.__shifts);
  console.log(width, 'CLS', shifts.reduce((a, s) => a + s.value, 0).toFixed(4));
  for (const s of shifts) console.log(JSON.stringify(s));
  const over = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid^=widget-]')].map((w) => ({
      id: w.dataset.testid,
      sw: w.scrollWidth,
      cw: w.clientWidth,
      inner: Math.max(...[...w.querySelectorAll('*')].map((e) => e.scrollWidth - e.clientWidth)),
    })),
  );
  console.log(JSON.stringify(over));
  console.log(
    JSON.stringify(
      await page.evaluate(() => {
        document.querySelector('[data-testid=dashboard-grid]').style.alignItems = 'start';
        return [...document.querySelectorAll('[data-testid^=widget-]')].map((w) => [w.dataset.testid, w.getBoundingClientRect().height]);
      }),
    ),
  );
  await context.close();
}
await browser.close();
await sys?.stop?.();
process.exit(0);
