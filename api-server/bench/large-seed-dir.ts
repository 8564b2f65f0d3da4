/**
 * For the browser bench on the large seed (scripts/bench/jobs-large.mjs): copies the seeded
 * large PGlite data dir (bench-db.ts: seeded once, about 2 minutes, then cached) into the dir
 * given as the first argument, gives the job with the most actions in the seed a long history
 * (BENCH_JOB_ACTIONS, default 400: its actions repeated, a day apart, as staff would see on a job
 * that went back and forth for months), and prints, as the last line, JSON with that job and the
 * counts, for the bench to start the whole system on the copy.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../src/config';
import { pgliteDb, pgliteExtensions } from '../src/db/pglite-db';
import { openBenchDb } from './bench-db';

async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: large-seed-dir.ts <data dir to create>');
  const wanted = Number(process.env.BENCH_JOB_ACTIONS ?? 400);
  const bench = await openBenchDb('large', loadConfig({}).scrypt);
  const source = bench.source;
  await bench.close();
  if (!source) throw new Error('The browser bench runs on PGlite: unset BENCH_DATABASE_URL');
  fs.cpSync(source, target, { recursive: true });

  const db = pgliteDb(await PGlite.create(target, { extensions: pgliteExtensions }));
  try {
    const [busiest] = await db.query<{ id: number; actions: number }>(
      'select job_id as id, count(*)::int as actions from job_actions group by job_id order by count(*) desc, job_id limit 1',
    );
    if (!busiest) throw new Error('The large seed has no job actions');
    const rounds = Math.ceil(Math.max(0, wanted - busiest.actions) / busiest.actions);
    await db.query(
      `insert into job_actions (job_id, action, slug, details, payload, from_status, to_status, user_id, created_at)
       select job_id, action, slug, details, payload, from_status, to_status, user_id, created_at - make_interval(days => g)
       from job_actions, generate_series(1, $2::int) g where job_id = $1`,
      [busiest.id, rounds],
    );
    const [counts] = await db.query<{ jobs: number; actions: number; jobActions: number }>(
      `select (select count(*)::int from jobs) as jobs, (select count(*)::int from job_actions) as actions,
         (select count(*)::int from job_actions where job_id = $1) as "jobActions"`,
      [busiest.id],
    );
    console.log(JSON.stringify({ job: { id: busiest.id, actions: counts!.jobActions }, jobs: counts!.jobs, actions: counts!.actions }));
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
