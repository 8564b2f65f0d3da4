/**
 * What the version triggers cost concurrent writers (docs/api-performance-history.md, fifth and twelfth
 * steps): N connections (BENCH_WRITERS, default 10) each run one write on random rows,
 * autocommit, for 5 s, with the triggers enabled, then disabled, then enabled, then disabled
 * (they are enabled again at the end). Prints writes/s and latency. The writes:
 *
 * - `085`: `update jobs set title = title` against 085's data version of jobs;
 * - `088-job`: the same update against 088's version of the job's JSON;
 * - `088-action`: `update job_actions set details = details` against 088's triggers on actions
 *   (one statement trigger over the old and new rows).
 *
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/version-writers.ts [085|088-job|088-action]   # in api-server/, on the seeded bench database
 *
 * It alters the tables (as their owner) and rewrites rows: run it on the bench's database only.
 */
import { Pool } from 'pg';

const url = process.env.BENCH_DATABASE_URL;
const writers = Number(process.env.BENCH_WRITERS ?? 10);
const seconds = 5;

const cases = {
  '085': { table: 'jobs', triggers: ['jobs_data_version', 'jobs_data_written'], write: 'update jobs set title = title where id = $1' },
  '088-job': { table: 'jobs', triggers: ['jobs_job_json_versions_update'], write: 'update jobs set title = title where id = $1' },
  '088-action': {
    table: 'job_actions',
    triggers: ['job_actions_job_json_versions_update'],
    write: 'update job_actions set details = details where id = $1',
  },
};
const name = (process.argv[2] ?? '085') as keyof typeof cases;
const chosen = cases[name];

async function measure(pool: Pool, enabled: boolean, rows: number) {
  for (const t of chosen.triggers) await pool.query(`alter table ${chosen.table} ${enabled ? 'enable' : 'disable'} trigger ${t}`);
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        await pool.query(chosen.write, [1 + Math.floor(Math.random() * rows)]);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.floor(latencies.length * q)]!.toFixed(2);
  console.log(
    `${name} ${enabled ? 'on ' : 'off'}: ${Math.round(latencies.length / seconds)} writes/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${writers} connections)`,
  );
}

async function main() {
  if (!url) throw new Error('BENCH_DATABASE_URL is required (a seeded bench database: this rewrites rows)');
  if (!chosen) throw new Error(`unknown case ${name}: one of ${Object.keys(cases).join(', ')}`);
  const pool = new Pool({ connectionString: url, max: writers });
  try {
    const [{ n }] = (await pool.query<{ n: number }>(`select least(max(id), 50000)::int as n from ${chosen.table}`)).rows as [{ n: number }];
    for (const enabled of [true, false, true, false]) await measure(pool, enabled, n);
  } finally {
    for (const t of chosen.triggers) await pool.query(`alter table ${chosen.table} enable trigger ${t}`);
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
