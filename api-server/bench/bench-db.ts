/**
 * Seeded databases for the API bench, prepared once and reused: seeding the large scale costs
 * about 1.5 minutes, a run of the bench about 40 s.
 *
 * - PGlite: the migrated, seeded data dir is cached under <os temp>/mv-admin-bench/, keyed by
 *   the scale and a hash of the migrations and seed sources (seed/seed-sources.ts, as the test
 *   template does), so a change of schema or seed rebuilds it. Each run works on a copy of it
 *   (the run signs in, which writes), so the cache stays as seeded.
 * - PostgreSQL (BENCH_DATABASE_URL): the database is seeded once and a `bench_seed` marker row
 *   records the key; a later run with the same key reuses it, otherwise the API's tables are
 *   dropped and it is seeded again. Use a database of its own: its API tables are dropped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ScryptParams } from '../src/auth/password';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { removeDeadProcessFolders } from '../src/testing/dead-process-folders';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/open-db';
import { pgliteDb, pgliteExtensions } from '../src/db/pglite-db';
import { openPostgres } from '../src/db/postgres-db';
import { dropAllTables, seed } from '../src/seed/seed';
import { DEMO_ADMIN } from '../src/seed/seed-plan';
import { seedSourceKey } from '../src/seed/seed-sources';

export type BenchScale = 'demo' | 'large';

export interface BenchDb {
  db: Db;
  /** `PGlite (file-backed)` or `PostgreSQL 15.x`. */
  label: string;
  /** True when the seeded database was reused, false when it was seeded by this run. */
  reused: boolean;
  /** PGlite: the seeded data dir this run copied (never to be written: copy it to use it). */
  source?: string;
  /**
   * PGlite only: closes this process's handle and gives the run's data dir to another process
   * (one process at a time per dir); close() then only removes the copy.
   */
  handOver?(): Promise<string>;
  /** Closes the database and removes the run's copy. */
  close(): Promise<void>;
}

const log = (message: string) => console.log(`[bench] ${message}`);

/** Migrates and seeds an empty database (the demo admin, demo data, and the bulk rows at 'large'). */
async function migrateAndSeed(db: Db, scale: BenchScale, scrypt: ScryptParams): Promise<void> {
  const started = Date.now();
  await migrate(db);
  await seed(db, { admin: { ...DEMO_ADMIN }, demo: true, scale }, scrypt);
  // As `npm run seed -- --scale large` does: fresh statistics and visibility map after bulk rows.
  await db.exec('vacuum analyze');
  const [rows] = await db.query<{ users: number; jobs: number; tickets: number }>(
    'select (select count(*)::int from users) as users, (select count(*)::int from jobs) as jobs, (select count(*)::int from tickets) as tickets',
  );
  log(`seeded (${scale}) in ${((Date.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(rows)}`);
}

const serverVersion = async (db: Db) => (await db.query<{ v: string }>("select current_setting('server_version') as v"))[0]!.v;

async function pgliteBenchDb(scale: BenchScale, key: string, scrypt: ScryptParams): Promise<BenchDb> {
  const root = path.join(os.tmpdir(), 'mv-admin-bench');
  const name = `pglite-${scale}-${key}`;
  const cache = path.join(root, name);
  const ready = `${cache}.ready`;
  fs.mkdirSync(root, { recursive: true });
  // Run copies and half-built caches left by runs that were stopped (BENCH_TIMEOUT_MINUTES, Ctrl-C): about 1 GB each.
  removeDeadProcessFolders(root, (name) => /^run-(\d+)$/.exec(name)?.[1] ?? /\.(\d+)\.building$/.exec(name)?.[1]);
  const reused = fs.existsSync(ready);
  if (!reused) {
    log(`seeding a ${scale} PGlite database (cached in ${cache})...`);
    const building = `${cache}.${process.pid}.building`;
    fs.rmSync(building, { recursive: true, force: true });
    const pg = await PGlite.create(building, { extensions: pgliteExtensions });
    await migrateAndSeed(pgliteDb(pg), scale, scrypt);
    await pg.close();
    fs.rmSync(cache, { recursive: true, force: true });
    fs.renameSync(building, cache);
    fs.writeFileSync(ready, new Date().toISOString());
    // Caches of older schema/seed versions of this scale are stale (close to 1 GB at 'large').
    for (const f of fs.readdirSync(root)) {
      if (f.startsWith(`pglite-${scale}-`) && !f.startsWith(name) && !f.endsWith('.building')) fs.rmSync(path.join(root, f), { recursive: true, force: true });
    }
  }
  const run = path.join(root, `run-${process.pid}`);
  fs.rmSync(run, { recursive: true, force: true });
  fs.cpSync(cache, run, { recursive: true });
  const db = await openPglite(run, loadConfig().pgliteSharedBuffersMb);
  let handedOver = false;
  return {
    db,
    label: `PGlite ${await serverVersion(db)} (file-backed)`,
    reused,
    source: cache,
    async handOver() {
      await db.close();
      handedOver = true;
      return run;
    },
    async close() {
      if (!handedOver) await db.close();
      fs.rmSync(run, { recursive: true, force: true });
    },
  };
}

async function postgresBenchDb(url: string, scale: BenchScale, key: string, scrypt: ScryptParams): Promise<BenchDb> {
  const db = openPostgres(url);
  const marker = `${scale}-${key}`;
  const current = await db
    .query<{ marker: string }>('select marker from bench_seed')
    .then((rows) => rows[0]?.marker === marker)
    .catch(() => false);
  if (!current) {
    log(`seeding the ${scale} scale into BENCH_DATABASE_URL (its API tables are dropped first)...`);
    await db.exec('drop table if exists bench_seed');
    await dropAllTables(db);
    await migrateAndSeed(db, scale, scrypt);
    await db.exec('create table bench_seed (marker text not null, seeded_at timestamptz not null default now())');
    await db.query('insert into bench_seed (marker) values ($1)', [marker]);
  }
  return { db, label: `PostgreSQL ${await serverVersion(db)}`, reused: current, close: () => db.close() };
}

/**
 * The seeded database of `scale`: PostgreSQL when BENCH_DATABASE_URL is set, else PGlite. Seeds
 * it only when no current one exists (see the file comment).
 */
export async function openBenchDb(scale: BenchScale, scrypt: ScryptParams): Promise<BenchDb> {
  // BENCH_SEED_KEY: the key of the other side of a before/after comparison whose sides differ
  // in a file the seed imports but not in what it writes (both sides then share one database).
  const key = process.env.BENCH_SEED_KEY ?? seedSourceKey();
  const url = process.env.BENCH_DATABASE_URL;
  const bench = url ? await postgresBenchDb(url, scale, key, scrypt) : await pgliteBenchDb(scale, key, scrypt);
  if (bench.reused) log(`reusing the seeded ${scale} database (key ${key})`);
  return bench;
}
