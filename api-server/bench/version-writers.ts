/**
 * What 085_data_versions costs concurrent writers (docs/api-performance.md, fifth step): N
 * connections (BENCH_WRITERS, default 10) each run `update jobs set title = title where id = $1`
 * on random jobs, autocommit, for 5 s, with 085's triggers on jobs enabled, then disabled, then
 * enabled, then disabled (they are enabled again at the end). Prints writes/s and latency.
 *
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/version-writers.ts   # in api-server/, on the seeded bench database
 *
 * It alters the table (as its owner) and rewrites rows: run it on the bench's database only.
 */
import { Pool } from 'pg';

const url = process.env.BENCH_DATABASE_URL;
const writers = Number(process.env.BENCH_WRITERS ?? 10);
const seconds = 5;
const triggers = ['jobs_data_version', 'jobs_data_written'];

async function measure(pool: Pool, enabled: boolean, jobs: number) {
  for (const t of triggers) await pool.query(`alter table jobs ${enabled ? 'enable' : 'disable'} trigger ${t}`);
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        await pool.query('update jobs set title = title where id = $1', [1 + Math.floor(Math.random() * jobs)]);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.floor(latencies.length * q)]!.toFixed(2);
  console.log(
    `085 ${enabled ? 'on ' : 'off'}: ${Math.round(latencies.length / seconds)} writes/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${writers} connections)`,
  );
}

async function main() {
  if (!url) throw new Error('BENCH_DATABASE_URL is required (a seeded bench database: this rewrites jobs)');
  const pool = new Pool({ connectionString: url, max: writers });
  try {
    const [{ n }] = (await pool.query<{ n: number }>('select least(count(*), 50000)::int as n from jobs')).rows as [{ n: number }];
    for (const enabled of [true, false, true, false]) await measure(pool, enabled, n);
  } finally {
    for (const t of triggers) await pool.query(`alter table jobs enable trigger ${t}`);
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
