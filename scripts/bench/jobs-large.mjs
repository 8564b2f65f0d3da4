// The jobs screen on the large seed (issue 8), in headless Chromium against the whole system
// started as `npm start` does, on a copy of the large PGlite database (100,024 jobs, 642,000
// job actions; seeded once, about 2 minutes, then cached) in which one job has a long history
// (BENCH_JOB_ACTIONS, default 400 actions; api-server/bench/large-seed-dir.ts).
// Medians of BENCH_RUNS (default 5) visits, interleaved, each in a fresh browser context (cold
// cache) signed in through the API:
// - a deep link to /jobs, to /jobs filtered by a status, and to /jobs searched by title: time to
//   the first rows;
// - a deep link to that job (`?job=ID`): time to its details drawer with the History tab, from
//   clicking History to its first 100 actions, and from the first "Show more" to all of them;
// - from the list filtered to that job (`?jobIdList=ID`), clicking the job: time to its drawer.
// Figures only: times are reported, never judged.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root } from '../lib/system.mjs';
import { msToReadyAfter, msToReadyAfterGoto } from '../lib/page-ready.mjs';
import { apiLogin, CHROMIUM_ARGS, findChromium, signedInContext, startSystem } from '../lib/system-process.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BASE = 'http://localhost:3000';
const API = 'http://localhost:4000';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function prepareLargeSeed(dataDir) {
  console.log('Preparing the large seed (seeded once, then reused from the cache)…');
  const r = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'api-server/bench/large-seed-dir.ts', dataDir], {
    cwd: root,
    env: { ...process.env, BENCH_DATABASE_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`large-seed-dir.ts failed:\n${r.stdout}`);
  const lines = r.stdout.trim().split('\n');
  for (const line of lines.slice(0, -1)) console.log(line);
  return JSON.parse(lines.at(-1));
}

async function signedInPage(browser) {
  const context = await signedInContext(browser, await apiLogin(API));
  return { context, page: await context.newPage() };
}

// Each time is taken in the page (scripts/lib/page-ready.mjs): from the navigation's start, or
// from just before the clicks, to the first DOM change after which the condition holds.
const ROWS = '.ant-table-row';
/** The job's drawer with its History tab ("History (N)"). */
const drawerOf = (id) =>
  `() => [...document.querySelectorAll('[role=dialog]')].some((d) => d.textContent.includes('Job #${id}') && [...d.querySelectorAll('[role=tab]')].some((t) => /^History \\(\\d+\\)$/.test(t.textContent.trim())))`;
const timelineItems = (n) => `() => document.querySelectorAll('.ant-timeline-item').length >= ${n}`;
const historyTab = (page, id) => page.getByRole('dialog', { name: new RegExp(`^Job #${id}`) }).getByRole('tab', { name: /^History \(\d+\)$/ });

function scenarios(job) {
  const firstActions = Math.min(job.actions, 100);
  return [
    { name: 'list /jobs: first rows', run: (page) => msToReadyAfterGoto(page, `${BASE}/jobs`, ROWS) },
    { name: 'filter /jobs?status=completed: first rows', run: (page) => msToReadyAfterGoto(page, `${BASE}/jobs?status=completed`, ROWS) },
    { name: 'search /jobs?search=plumbing: first rows', run: (page) => msToReadyAfterGoto(page, `${BASE}/jobs?search=plumbing`, ROWS) },
    { name: `deep link /jobs?job=${job.id}: drawer`, run: (page) => msToReadyAfterGoto(page, `${BASE}/jobs?job=${job.id}`, drawerOf(job.id)) },
    {
      // The timeline draws 100 actions, then 100 more per "Show more" (mf-jobs job-timeline.tsx).
      name: `job #${job.id}: History tab to its first ${firstActions} actions`,
      run: async (page) => {
        await msToReadyAfterGoto(page, `${BASE}/jobs?job=${job.id}`, drawerOf(job.id));
        return msToReadyAfter(page, timelineItems(firstActions), () => historyTab(page, job.id).click());
      },
    },
    {
      name: `job #${job.id}: "Show more" until all ${job.actions} actions`,
      run: async (page) => {
        await msToReadyAfterGoto(page, `${BASE}/jobs?job=${job.id}`, drawerOf(job.id));
        await historyTab(page, job.id).click();
        await page.locator('.ant-timeline-item').first().waitFor({ timeout: 60_000 });
        const more = page.getByRole('button', { name: /^Show \d+ more of \d+$/ });
        return msToReadyAfter(page, timelineItems(job.actions), async () => {
          while (await more.isVisible()) await more.click();
        });
      },
    },
    {
      name: `list ?jobIdList=${job.id}: click to drawer`,
      run: async (page) => {
        await msToReadyAfterGoto(page, `${BASE}/jobs?jobIdList=${job.id}`, ROWS);
        return msToReadyAfter(page, drawerOf(job.id), () => page.locator(ROWS).first().getByRole('link').first().click());
      },
    },
  ];
}

const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium: sudo apt-get install -y chromium');
const work = mkdtempSync(join(tmpdir(), 'jobs-large-'));
const dataDir = join(work, 'pglite');
const seed = prepareLargeSeed(dataDir);
console.log(`Large seed: ${seed.jobs} jobs, ${seed.actions} job actions; job #${seed.job.id} has ${seed.job.actions} actions.`);
const system = await startSystem({ DATA_DIR: dataDir, SYSTEM_REMOTES: 'mf-jobs' });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const list = scenarios(seed.job);
const times = new Map(list.map((s) => [s.name, []]));
try {
  for (let i = 0; i < RUNS; i += 1) {
    for (const s of list) {
      const { context, page } = await signedInPage(browser);
      try {
        times.get(s.name).push(await s.run(page));
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await system.stop();
  rmSync(work, { recursive: true, force: true });
}
console.log(`\nThe jobs screen on the large seed, ms, median of ${RUNS} cold visits (min-max):`);
for (const s of list) {
  const t = times.get(s.name);
  console.log(`  ${s.name.padEnd(52)} ${String(median(t)).padStart(6)}   (${Math.min(...t)}-${Math.max(...t)})`);
}
