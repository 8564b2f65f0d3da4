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
 * 50,200,500; at most 1000) it opens that many keep-alive connections (closed-loop.ts), runs a
 * second of warm-up and BENCH_SECONDS (default 10, at most 30) of load on them, and prints req/s,
 * p50, p99, p99.9 and the slowest answer, the share refused with 503, and apart from those the
 * burst of opening the connections (until every one had its first answer, and the slowest first
 * answer) (admission control: ADMISSION_MAX_IN_FLIGHT and ADMISSION_MAX_WAIT_MS pass through to
 * the servers; ADMISSION_MAX_IN_FLIGHT=0 measures without it). A refused connection waits the
 * answer's Retry-After before its next request, as the admin's client does; `--ignore-retry-after`:
 * at once (clients that hammer). `--profile`: a CPU profile of the
 * first server over each step, printed as its split (profile-summary.ts). Prints figures, asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, loadConfig } from '../src/config';
import { adminHeaders } from './autocannon';
import { closedLoop, type LoopRequest, quantile } from './closed-loop';
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

async function main(): Promise<void> {
  const scale = (option('scale') ?? 'demo') as BenchScale;
  const processes = Number(option('processes') ?? 1);
  // As staff's browsers do, a refused connection waits Retry-After; --ignore-retry-after sends at once.
  const honourRetryAfter = !process.argv.includes('--ignore-retry-after');
  const clients = honourRetryAfter ? 'clients wait Retry-After' : 'clients ignore Retry-After';
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
    const headers = await adminHeaders(bases[0]!);
    let n = Date.now() % 1_000_000;
    const requests: LoopRequest[] = [
      ...READS.map((p) => ({ method: 'GET' as const, path: p })),
      { method: 'POST', path: '/atoll/create', body: () => JSON.stringify({ name: `Load atoll ${++n}`, code: `L${n}` }) },
    ];
    const load = os.loadavg().map((l) => Math.round(l * 10) / 10);
    const admission = `ADMISSION_MAX_IN_FLIGHT ${process.env.ADMISSION_MAX_IN_FLIGHT ?? '8 (default)'}, ADMISSION_MAX_WAIT_MS ${process.env.ADMISSION_MAX_WAIT_MS ?? '1000 (default)'}`;
    console.log(`Overload, ${bench.label}, ${scale} seed, ${processes} API process(es), nine mixed calls, ${seconds} s per step, ${clients}; ${admission}`);
    console.log(`${os.cpus().length} CPUs, load average ${load.join(' ')} before the run`);
    console.log(
      `${'connections'.padEnd(12)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'p99.9 ms'.padStart(10)}${'max ms'.padStart(9)}${'503 %'.padStart(8)}${'other non-2xx'.padStart(15)}${'connect ms'.padStart(12)}${'first max'.padStart(11)}`,
    );
    const rows = [];
    for (const connections of steps) {
      // --profile: a CPU profile of the (first) server over the step (warm-up included).
      const profiling = process.argv.includes('--profile');
      if (profiling) await servers[0]!.ask('profile-start', 'started');
      const r = await closedLoop({ bases, connections, warmupSeconds: 1, seconds, headers, requests, honourRetryAfter });
      if (profiling) console.log(formatProfileSplit(summariseProfile((await servers[0]!.ask('profile-stop', 'profile')) as CpuProfile)));
      const answered = r.latencies.length;
      const ok = Object.entries(r.statuses)
        .filter(([code]) => code.startsWith('2'))
        .reduce((sum, [, count]) => sum + count, 0);
      const refused = r.statuses['503'] ?? 0;
      const row = {
        connections,
        rps: Math.round(answered / seconds),
        p50: quantile(r.latencies, 0.5),
        p99: quantile(r.latencies, 0.99),
        p99_9: quantile(r.latencies, 0.999),
        max: quantile(r.latencies, 1),
        refused_pct: answered ? Math.round((refused / answered) * 1000) / 10 : 0,
        other_failures: answered - ok - refused + r.errors,
        answered,
        connect_ms: r.connectMs,
        slowest_first_ms: r.slowestFirstMs,
        status_codes: r.statuses,
      };
      rows.push(row);
      console.log(
        `${String(connections).padEnd(12)}${String(row.rps).padStart(8)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}` +
          `${String(row.p99_9).padStart(10)}${String(row.max).padStart(9)}${String(row.refused_pct).padStart(8)}${String(row.other_failures).padStart(15)}` +
          `${String(row.connect_ms).padStart(12)}${String(row.slowest_first_ms).padStart(11)}`,
      );
    }
    const out = path.join(repoRoot, '.bench');
    fs.mkdirSync(out, { recursive: true });
    const name = `overload-${scale}-${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'}-${processes}p${honourRetryAfter ? '' : '-no-retry-after'}.json`;
    fs.writeFileSync(
      path.join(out, name),
      JSON.stringify({ database: bench.label, scale, processes, seconds, load, at: new Date().toISOString(), clients, admission, rows }, null, 2),
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
