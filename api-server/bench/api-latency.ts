/**
 * API latency under a bounded load, on loopback only: `npm run bench --workspace api-server [-- options]`
 * (`npm run bench:large --workspace api-server` for the admin lists at scale; figures and method
 * in docs/api-performance.md).
 *
 * Starts the app on a random 127.0.0.1 port over a seeded database (bench-db.ts: PGlite by
 * default, the PostgreSQL named by BENCH_DATABASE_URL otherwise; seeded once per schema/seed
 * version and reused), signs in as the demo admin, then runs autocannon against each call, one
 * after another, and prints req/s, p50/p99 latency and failures per call. Prints figures,
 * asserts nothing, and stops by itself (BENCH_TIMEOUT_MINUTES, default 20, ends a stuck run).
 *
 * Options:
 *   --scale demo|large   the demo seed (default) or the large one (~23,000 users, 100,000 jobs, 20,000 tickets)
 *   --calls locations|lists|sorts|dashboard|searches|audit  which calls (default: locations on demo, lists on large)
 *   --only a,b           only the calls whose path contains one of these strings (`--only jobs`),
 *                        from every set when --calls is not given (`--only summary`)
 *   --tag name           names the figures file (`--tag before`)
 *   --explain            no load: one request per call, then its statements with their times and
 *                        EXPLAIN (ANALYZE, BUFFERS) of the slow ones (BENCH_EXPLAIN_MS, default 5)
 *   --processes N        the API in N processes of its own (bench-server.ts, configured and logging
 *                        as src/main.ts does: LOG_LEVEL applies) instead of inside the bench process,
 *                        which then only generates load; the load goes round robin over them. Above
 *                        1 needs BENCH_DATABASE_URL. Prints each process's RSS at rest and its peak.
 *   --profile            with --processes: a CPU profile of each call's load window in the (first)
 *                        server process, printed as its split (profile-summary.ts) and kept with the figures
 * Environment: BENCH_SECONDS (default 5, at most 30) and BENCH_CONNECTIONS (default 10, at most
 * 50) bound the load per call, after BENCH_WARMUP_SECONDS (default 1, 0 for none) of the same load
 * that is not measured. Figures go to <repo>/.bench/api-latency.json (the latest run) and
 * .bench/api-latency-<scale>-<pglite|postgres>[-<tag>].json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, repoRoot } from '../src/config';
import { type BenchScale, type BenchDb, openBenchDb } from './bench-db';
import { cpuMeter } from './cpu-meter';
import { explainCalls, type Recorded, recordingDb } from './explain';
import { type CpuProfile, formatProfileSplit, summariseProfile } from './profile-summary';
import { formatSplit, splitMb } from './memory-split';
import { adminHeaders, autocannon } from './autocannon';
import { expandTerms, type SearchTerms, searchTerms } from './search-terms';
import { type BenchServer, mb, startServer } from './server-processes';
import { ensureAuditVolume } from './audit-volume';
import { callSets } from './calls';

const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 5), 30);
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 10), 50);
const explainMs = Number(process.env.BENCH_EXPLAIN_MS ?? 5);
const warmupSeconds = Math.min(Number(process.env.BENCH_WARMUP_SECONDS ?? 1), 10);
const timeoutMinutes = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 20);

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const scale = (option('scale') ?? 'demo') as BenchScale;
  if (scale !== 'demo' && scale !== 'large') throw new Error('--scale must be demo or large');
  const set = (option('calls') ?? (scale === 'large' ? 'lists' : 'locations')) as keyof typeof callSets;
  if (!callSets[set]) throw new Error(`--calls must be one of ${Object.keys(callSets).join(', ')}`);
  const only = option('only')?.split(',').filter(Boolean);
  const pool: readonly string[] = only && !option('calls') ? [...new Set(Object.values(callSets).flat())] : callSets[set];
  const targets = pool.filter((t) => !only || only.some((o) => t.includes(o)));
  const tag = option('tag');
  const explain = process.argv.includes('--explain');
  setTimeout(() => {
    console.error(`[bench] still running after ${timeoutMinutes} minutes (BENCH_TIMEOUT_MINUTES): stopping`);
    process.exit(2);
  }, timeoutMinutes * 60_000).unref();

  const processes = Number(option('processes') ?? 0);
  const profiling = process.argv.includes('--profile');
  if (processes > 1 && !process.env.BENCH_DATABASE_URL)
    throw new Error('--processes above 1 needs BENCH_DATABASE_URL (one process at a time opens a PGlite data dir)');
  if (processes > 0 && explain) throw new Error('--explain records the statements in the bench process: leave --processes out');
  if (profiling && processes < 1) throw new Error('--profile needs --processes (the load generator would be in the profile)');

  const config = { ...loadConfig({}), databaseUrl: undefined, host: '127.0.0.1' };
  const bench: BenchDb = await openBenchDb(scale, config.scrypt);
  const terms: SearchTerms | undefined = targets.some((t) => t.includes('-term}')) ? await searchTerms(bench.db) : undefined;
  if (terms) console.log(`[bench] search terms: jobs ${terms['job-term'].join(' ')}; users ${terms['user-term'].join(' ')}`);
  if (targets.some((t) => t.startsWith('/audit-events'))) {
    const audit = await ensureAuditVolume(bench.db);
    console.log(`[bench] audit trail: ${audit.total} events (${audit.inserted} inserted by this run, audit-volume.ts)`);
  }
  const sink: { list?: Recorded[] } = {};
  let app: FastifyInstance | undefined;
  let servers: BenchServer[] = [];
  let bases: string[];
  if (processes > 0) {
    const env: Record<string, string> = process.env.BENCH_DATABASE_URL
      ? { BENCH_SERVER_DATABASE_URL: process.env.BENCH_DATABASE_URL }
      : { BENCH_SERVER_PGLITE_DIR: await bench.handOver!() };
    servers = await Promise.all(Array.from({ length: processes }, (_, i) => startServer(env, i)));
    bases = servers.map((s) => `http://127.0.0.1:${s.port}/api/v1`);
  } else {
    app = await buildApp({ db: explain ? recordingDb(bench.db, sink) : bench.db, config, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    bases = [`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`];
  }
  const base = bases[0]!;
  try {
    const headers = await adminHeaders(base);

    // One request first: checks the answer and warms the caches; its time is the "1st ms" column.
    const first = async (target: string) => {
      const started = performance.now();
      const res = await fetch(`${base}${target}`, { headers });
      const body = (await res.json()) as { data?: { pagination?: { total_items: number } } };
      if (!res.ok) throw new Error(`GET ${target}: ${res.status} ${JSON.stringify(body)}`);
      return { ms: Math.round(performance.now() - started), total: body.data?.pagination?.total_items ?? null };
    };

    if (explain) {
      await explainCalls(bench.db, sink, targets, first, explainMs);
      return;
    }

    // Other work on the machine skews the figures: the load average is printed and kept with them.
    const load = os.loadavg().map((l) => Math.round(l * 10) / 10);
    const where =
      processes > 0
        ? `the API in ${processes} process${processes > 1 ? 'es' : ''} of its own (LOG_LEVEL ${config.logLevel})`
        : 'the API inside the bench process (logger off)';
    console.log(`API latency, ${bench.label}, ${scale} seed, ${connections} connections x ${seconds} s per call, loopback, ${where}`);
    const rest = await Promise.all(servers.map((s) => s.ask('memory', 'memory')));
    console.log(`${os.cpus().length} CPUs, load average ${load.join(' ')} before the run`);
    console.log(
      `${'call'.padEnd(34)}${'req/s'.padStart(7)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}${'1st ms'.padStart(9)}${'total'.padStart(9)}`,
    );
    const rows = [];
    for (const target of targets) {
      const urls = bases.flatMap((b) => expandTerms(b, target, terms));
      const warm = await first(urls[0]!.slice(base.length));
      // Then the same load, not measured: every pooled connection prepares its statements and the
      // server's JIT settles (without it the first call of a run measured the cold start: p99 of
      // GET /jobs?page=1 2.6-3.6 s against 0.5-0.8 s for the same statement on page 4000).
      const url = urls.length > 1 ? urls : urls[0]!;
      if (warmupSeconds > 0) await autocannon({ url, connections, duration: warmupSeconds, headers });
      if (profiling) await servers[0]!.ask('profile-start', 'started');
      const meter = cpuMeter(servers.map((s) => s.child.pid!));
      const r = await autocannon({ url, connections, duration: seconds, headers });
      const used = meter();
      const perRequest = (ms: number) => Math.round((ms / Math.max(1, r.requests.total)) * 100) / 100;
      const split = profiling ? summariseProfile((await servers[0]!.ask('profile-stop', 'profile')) as CpuProfile) : undefined;
      // Where the first process's memory stands after the call (which call grows what).
      const after = servers[0] ? splitMb(await servers[0].ask('memory', 'memory')) : undefined;
      const row = {
        call: `GET ${target}`,
        rps: Math.round(r.requests.average * 10) / 10,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx + r.errors + r.timeouts,
        first: warm.ms,
        total_items: warm.total,
        ...(processes > 0
          ? { cpu_ms_per_request: { api: perRequest(used.api), database: perRequest(used.database), load_generator: perRequest(used.load) } }
          : {}),
        ...(split ? { profile: split } : {}),
        ...(after ? { memory_after: after } : {}),
      };
      rows.push(row);
      console.log(
        `${row.call.padEnd(34)}${String(row.rps).padStart(7)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}` +
          `${String(row.non2xx).padStart(9)}${String(row.first).padStart(9)}${String(row.total_items ?? '').padStart(9)}`,
      );
      if (row.cpu_ms_per_request) {
        const c = row.cpu_ms_per_request;
        console.log(`  CPU per request: API ${c.api} ms, database ${c.database} ms, load generator ${c.load_generator} ms`);
      }
      if (split) console.log(formatProfileSplit(split));
      if (after) console.log(`  after the call: ${formatSplit(after)}`);
    }
    const memory = [];
    for (const [i, s] of servers.entries()) {
      const peak = await s.ask('peak', 'peak');
      memory.push({ process: i, rest_mb: mb(rest[i]!.rss), peak_mb: mb(s.peakRss()), rest: splitMb(rest[i]!), sampled_peak: splitMb(peak) });
    }
    for (const m of memory) {
      console.log(`API process ${m.process}: RSS ${m.rest_mb} MB at rest (started, one sign-in), peak ${m.peak_mb} MB`);
      console.log(`  at rest: ${formatSplit(m.rest)}\n  at the sampled peak: ${formatSplit(m.sampled_peak)}`);
    }
    const out = path.join(repoRoot, '.bench');
    fs.mkdirSync(out, { recursive: true });
    const figures = JSON.stringify(
      { database: bench.label, scale, connections, seconds, tag, at: new Date().toISOString(), cpus: os.cpus().length, load, processes, memory, rows },
      null,
      2,
    );
    const named = `api-latency-${scale}-${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'}${tag ? `-${tag}` : ''}.json`;
    fs.writeFileSync(path.join(out, 'api-latency.json'), figures);
    fs.writeFileSync(path.join(out, named), figures);
    console.log(`Figures: .bench/${named}`);
  } finally {
    await app?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
