/**
 * Mixed staff traffic past the API's capacity, on loopback only:
 * `npm run bench:overload --workspace api-server [-- --processes 2]` (figures in
 * docs/api-performance.md, "Overload").
 *
 * The API runs as `npm start` runs it, in processes of its own (bench-server.ts; one on the
 * embedded PGlite, or `--processes N` over BENCH_DATABASE_URL), over the demo seed (`--scale
 * large` for the large one). Each connection cycles through nine calls staff make all day: the
 * jobs and tickets lists, two searches, the users list, the applications waiting, the jobs summary,
 * /me and an atoll create. For each number of connections (BENCH_OVERLOAD_CONNECTIONS, default
 * 50,200,500; at most 1000) it runs BENCH_SECONDS (default 10, at most 30) of load after a second
 * of warm-up, and prints req/s, p50, p99, p99.9 and the slowest answer, and the share refused
 * with 503 (admission control: ADMISSION_MAX_IN_FLIGHT and ADMISSION_MAX_WAIT_MS pass through to
 * the servers; ADMISSION_MAX_IN_FLIGHT=0 measures without it). `--profile`: a CPU profile of the
 * first server over each step, printed as its split (profile-summary.ts). Prints figures, asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, loadConfig } from '../src/config';
import { adminHeaders, autocannon, type AutocannonResult } from './autocannon';
import { openBenchDb, type BenchScale } from './bench-db';
import { type BenchServer, startServer } from './server-processes';
import { type CpuProfile, formatProfileSplit, summariseProfile } from './profile-summary';

const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 30);
const steps = (process.env.BENCH_OVERLOAD_CONNECTIONS ?? '50,200,500').split(',').map((n) => Math.min(Number(n), 1000));
const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const READS = [
  '/jobs?page=1',
  '/tickets',
  '/jobs?search=plumbing',
  '/users?search=naseem',
  '/users',
  '/service-provider-application?status=submitted',
  '/jobs/summary',
  '/me',
];

type Result = AutocannonResult & { statusCodeStats: Record<string, { count: number }>; latency: AutocannonResult['latency'] & { p99_9?: number } };

async function main(): Promise<void> {
  const scale = (option('scale') ?? 'demo') as BenchScale;
  const processes = Number(option('processes') ?? 1);
  if (processes > 1 && !process.env.BENCH_DATABASE_URL) throw new Error('--processes above 1 needs BENCH_DATABASE_URL');
  setTimeout(() => {
    console.error('[bench] still running after 20 minutes: stopping');
    process.exit(2);
  }, 20 * 60_000).unref();

  const bench = await openBenchDb(scale, loadConfig({}).scrypt);
  const env: Record<string, string> = process.env.BENCH_DATABASE_URL
    ? { BENCH_SERVER_DATABASE_URL: process.env.BENCH_DATABASE_URL }
    : { BENCH_SERVER_PGLITE_DIR: await bench.handOver!() };
  // The servers log at warn: a line per refused request would be the bench's cost, not the API's.
  const servers: BenchServer[] = await Promise.all(Array.from({ length: processes }, (_, i) => startServer({ LOG_LEVEL: 'warn', ...env }, i)));
  const bases = servers.map((s) => `http://127.0.0.1:${s.port}/api/v1`);
  try {
    const headers = { ...(await adminHeaders(bases[0]!)), 'content-type': 'application/json' };
    let n = Date.now() % 1_000_000;
    const requests = [
      ...READS.map((p) => ({ method: 'GET', path: `/api/v1${p}` })),
      {
        method: 'POST',
        path: '/api/v1/atoll/create',
        setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify({ name: `Load atoll ${++n}`, code: `L${n}` }) }),
      },
    ];
    const load = os.loadavg().map((l) => Math.round(l * 10) / 10);
    const admission = `ADMISSION_MAX_IN_FLIGHT ${process.env.ADMISSION_MAX_IN_FLIGHT ?? '8 (default)'}, ADMISSION_MAX_WAIT_MS ${process.env.ADMISSION_MAX_WAIT_MS ?? '1000 (default)'}`;
    console.log(`Overload, ${bench.label}, ${scale} seed, ${processes} API process(es), nine mixed calls, ${seconds} s per step; ${admission}`);
    console.log(`${os.cpus().length} CPUs, load average ${load.join(' ')} before the run`);
    console.log(
      `${'connections'.padEnd(12)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'p99.9 ms'.padStart(10)}${'max ms'.padStart(9)}${'503 %'.padStart(8)}${'other non-2xx'.padStart(15)}`,
    );
    const rows = [];
    for (const connections of steps) {
      const url = bases.length > 1 ? bases.map((b) => b.replace(/\/api\/v1$/, '')) : bases[0]!.replace(/\/api\/v1$/, '');
      const run = (duration: number) => autocannon({ url, connections, duration, headers, requests, timeout: 30 } as never) as unknown as Promise<Result>;
      await run(1);
      // --profile: a CPU profile of the (first) server over each step's measured window.
      const profiling = process.argv.includes('--profile');
      if (profiling) await servers[0]!.ask('profile-start', 'started');
      const r = await run(seconds);
      if (profiling) console.log(formatProfileSplit(summariseProfile((await servers[0]!.ask('profile-stop', 'profile')) as CpuProfile)));
      const count = (code: string) => Number(r.statusCodeStats?.[code]?.count ?? 0);
      const answered = Object.values(r.statusCodeStats ?? {}).reduce((sum, s) => sum + Number(s.count), 0);
      const ok = Object.entries(r.statusCodeStats ?? {})
        .filter(([code]) => code.startsWith('2'))
        .reduce((sum, [, s]) => sum + Number(s.count), 0);
      const row = {
        connections,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        p99_9: r.latency.p99_9 ?? null,
        max: r.latency.max,
        refused_pct: answered ? Math.round((count('503') / answered) * 1000) / 10 : 0,
        other_failures: answered - ok - count('503') + r.errors + r.timeouts,
        answered,
        status_codes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)])),
      };
      rows.push(row);
      console.log(
        `${String(connections).padEnd(12)}${String(row.rps).padStart(8)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}` +
          `${String(row.p99_9).padStart(10)}${String(row.max).padStart(9)}${String(row.refused_pct).padStart(8)}${String(row.other_failures).padStart(15)}`,
      );
    }
    const out = path.join(repoRoot, '.bench');
    fs.mkdirSync(out, { recursive: true });
    const name = `overload-${scale}-${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'}-${processes}p.json`;
    fs.writeFileSync(
      path.join(out, name),
      JSON.stringify({ database: bench.label, scale, processes, seconds, load, at: new Date().toISOString(), admission, rows }, null, 2),
    );
    console.log(`Figures: .bench/${name}`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
