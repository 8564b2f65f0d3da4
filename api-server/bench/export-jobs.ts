/**
 * The jobs export on the large seed (issue 35): `GET /exports/jobs` of every job (100,000+),
 * streamed from the API in this process over loopback. Prints the time to the first bytes, the
 * whole file's time, its rows and bytes, and the resident set's growth (sampled every 50 ms
 * while the file streams, against the resident set after a warm-up export of one page).
 * Run: `npx tsx api-server/bench/export-jobs.ts` (PGlite; BENCH_DATABASE_URL for PostgreSQL). On
 * PGlite it runs itself again with the API process's node options and malloc settings
 * (src/node-options.cjs, as `npm start` runs the API): node's defaults let the heap grow 6x more.
 */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { adminHeaders } from './autocannon';
import { openBenchDb } from './bench-db';

const { apiProcessEnv } = require('../src/node-options.cjs') as typeof import('../src/node-options.cjs');
if (!process.env.BENCH_DATABASE_URL && !process.env.MV_BENCH_AS_API) {
  const env = { ...process.env, ...apiProcessEnv(process.env), MV_BENCH_AS_API: '1' };
  const run = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { env, stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main() {
  const config = { ...loadConfig({}), databaseUrl: undefined, host: '127.0.0.1' };
  const bench = await openBenchDb('large', config.scrypt);
  const app = await buildApp({ db: bench.db, config, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  try {
    const headers = await adminHeaders(base);
    // Warm-up: the statements' plans and the code paths, on a small export.
    await (await fetch(`${base}/exports/jobs?search=zzzz-none`, { headers })).text();
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    let atPeak = process.memoryUsage();
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      if (now.rss > peak) (peak = now.rss), (atPeak = now);
    }, 50);
    const started = performance.now();
    const res = await fetch(`${base}/exports/jobs`, { headers });
    if (!res.ok || !res.body) throw new Error(`GET /exports/jobs: ${res.status}`);
    const reader = res.body.getReader();
    let firstMs = 0;
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstMs) firstMs = performance.now() - started;
      bytes += value.length;
      for (const b of value) if (b === 10) lines++;
    }
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    const load = os.loadavg().map((l) => Math.round(l * 10) / 10);
    console.log(`Jobs export, ${bench.label}, large seed, loopback, the API in this process (load average ${load.join(' ')})`);
    console.log(
      `rows ${lines - 1}, ${mb(bytes)} MB, first bytes ${Math.round(firstMs)} ms, whole file ${(totalMs / 1000).toFixed(1)} s, RSS ${mb(before)} MB -> peak ${mb(peak)} MB (+${mb(peak - before)} MB)`,
    );
    // Where the peak is: V8's heap, and memory outside it (buffers, PGlite's WebAssembly memory).
    console.log(
      `at the peak: heap used ${mb(atPeak.heapUsed)} MB of ${mb(atPeak.heapTotal)}, external ${mb(atPeak.external)} MB, array buffers ${mb(atPeak.arrayBuffers)} MB`,
    );
  } finally {
    await app.close();
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
