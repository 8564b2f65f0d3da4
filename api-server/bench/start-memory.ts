/**
 * The API process as users start it, under the list calls' load: `npx tsx bench/start-memory.ts
 * [--tag name]` (docs/api-performance-history.md, "Sixth step"). PGlite only.
 *
 * api-latency.ts --processes measures a server of its own (bench-server.ts: the app without the
 * migrations check or the billing schedule, forked by the bench). This one starts what
 * `npm start` starts (scripts/start-api.mjs, with the node options it gives on PGlite, then node with tsx's require hook
 * and src/main.ts) on a copy of the bench's seeded large database, and reports the server
 * process's RSS when started, at rest (after one sign-in), its peak (VmHWM: the start included),
 * and req/s and p99 of each list call (10 connections x 5 s after 1 s of warm-up, as
 * api-latency.ts). The environment applies as to `npm start` (PGLITE_SHARED_BUFFERS_MB,
 * PGLITE_NODE_OPTIONS, NODE_OPTIONS, MALLOC_ARENA_MAX). Figures: .bench/start-memory[-tag].json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, repoRoot } from '../src/config';
import { adminHeaders, autocannon } from './autocannon';
import { openBenchDb } from './bench-db';
import { callSets } from './calls';
import { cpuMeter } from './cpu-meter';
import { mb, procStatusBytes } from './server-processes';

const apiRoot = path.join(__dirname, '..');
const tag = process.argv.includes('--tag') ? process.argv[process.argv.indexOf('--tag') + 1] : undefined;

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 180_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((r) => setTimeout(r, 200))) {
    const value = probe();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function main(): Promise<void> {
  if (process.env.DATABASE_URL || process.env.BENCH_DATABASE_URL) throw new Error('start-memory measures the API on PGlite: unset DATABASE_URL');
  const bench = await openBenchDb('large', loadConfig({}).scrypt);
  const dir = await bench.handOver!();
  const out = path.join(repoRoot, '.bench');
  fs.mkdirSync(out, { recursive: true });
  const logFile = path.join(out, 'start-memory-server.log');
  const log = fs.openSync(logFile, 'w');
  const env = { ...process.env, DATA_DIR: dir, UPLOAD_DIR: `${dir}-uploads`, PORT: '0', HOST: '127.0.0.1' };
  const launcher = spawn(process.execPath, [path.join(apiRoot, 'scripts/start-api.mjs'), 'src/main.ts'], { cwd: apiRoot, env, stdio: ['ignore', log, log] });
  try {
    const port = await waitFor('the ready line', () => /API ready on http:\/\/localhost:(\d+)/.exec(fs.readFileSync(logFile, 'utf8'))?.[1]);
    // The launcher started the API (node with tsx's require hook) as its only child.
    const pid = Number(fs.readFileSync(`/proc/${launcher.pid}/task/${launcher.pid}/children`, 'utf8').trim().split(' ')[0]);
    const base = `http://127.0.0.1:${port}/api/v1`;
    const started = { rss: mb(procStatusBytes(pid, 'VmRSS')), peak: mb(procStatusBytes(pid, 'VmHWM')) };
    const headers = await adminHeaders(base);
    const rest = mb(procStatusBytes(pid, 'VmRSS'));
    console.log(`API process (npm start, PGlite, large seed): RSS ${started.rss} MB when ready (peak so far ${started.peak}), ${rest} MB at rest`);
    console.log(
      `${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; NODE_OPTIONS of the API: ${
        fs
          .readFileSync(`/proc/${pid}/environ`, 'utf8')
          .split('\0')
          .find((v) => v.startsWith('NODE_OPTIONS=')) ?? '(none)'
      }`,
    );
    const rows = [];
    for (const target of callSets.lists) {
      const url = `${base}${target}`;
      const first = await fetch(url, { headers });
      if (!first.ok) throw new Error(`GET ${target}: ${first.status}`);
      await first.arrayBuffer();
      await autocannon({ url, connections: 10, duration: 1, headers });
      const meter = cpuMeter([pid]);
      const r = await autocannon({ url, connections: 10, duration: 5, headers });
      const cpu = Math.round((meter().api / Math.max(1, r.requests.total)) * 100) / 100;
      const row = {
        call: `GET ${target}`,
        rps: Math.round(r.requests.average * 10) / 10,
        p99: r.latency.p99,
        cpu_ms_per_request: cpu,
        failures: r.non2xx + r.errors + r.timeouts,
        rss_after: mb(procStatusBytes(pid, 'VmRSS')),
      };
      rows.push(row);
      console.log(
        `${row.call.padEnd(70)}${String(row.rps).padStart(7)} req/s  p99 ${row.p99} ms  CPU ${cpu} ms/req  RSS ${row.rss_after} MB${row.failures ? `  ${row.failures} failed` : ''}`,
      );
    }
    const peak = mb(procStatusBytes(pid, 'VmHWM'));
    console.log(`peak RSS (VmHWM, the start included) ${peak} MB`);
    const figures = { at: new Date().toISOString(), tag, load: os.loadavg(), started, rest, peak, rows };
    fs.writeFileSync(path.join(out, `start-memory${tag ? `-${tag}` : ''}.json`), JSON.stringify(figures, null, 2));
  } finally {
    // SIGINT, as Ctrl-C: the launcher passes it on and the API closes its database.
    if (launcher.exitCode === null) {
      const exited = new Promise((r) => launcher.once('exit', r));
      launcher.kill('SIGINT');
      await exited;
    }
    fs.rmSync(`${dir}-uploads`, { recursive: true, force: true });
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
