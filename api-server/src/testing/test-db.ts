import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { pgliteDb, pgliteExtensions } from '../db/pglite-db';
import { openPostgres } from '../db/postgres-db';
import { seed } from '../seed/seed';
import { DEMO_ADMIN } from '../seed/seed-plan';
import { seedSourceKey } from '../seed/seed-sources';
import { testScrypt } from './test-config';

type PgliteModule = typeof import('@electric-sql/pglite');
type NodeModule = { _load: (request: string, parent: null, isMain: boolean) => unknown };

// PGlite's WASM loader calls import(), which Jest's VM refuses without --experimental-vm-modules.
// Node's own loader (reached through Jest's copy of the `module` builtin) loads it natively.
const { PGlite } = (require('node:module') as NodeModule)._load(require.resolve('@electric-sql/pglite'), null, false) as PgliteModule;

/**
 * Changes whenever the schema, the seed, their inputs or this file's plan (DEMO_ADMIN, the test
 * scrypt settings) change, so a stale template is never used.
 */
const templateKey = () => seedSourceKey(['testing/test-db.ts']);

/**
 * A data dir built once by `build` and dumped to a tarball in the OS temp dir, keyed by `key`.
 * initdb costs 3-5 s on this machine; loading a dump into a fresh in-memory PGlite under 1 s.
 */
async function templateTarball(kind: string, key: string, build: (db: Db) => Promise<void>): Promise<string> {
  const dir = path.join(os.tmpdir(), 'mv-admin-api-tests');
  const file = path.join(dir, `pglite-${kind}-${key}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create({ extensions: pgliteExtensions });
  await build(pgliteDb(pg));
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file); // atomic: parallel workers never read half a file
  // Older templates of this kind are stale (40 MB each): remove them.
  for (const f of fs.readdirSync(dir)) {
    if (f.startsWith(`pglite-${kind}-`) && f.endsWith('.tar') && path.join(dir, f) !== file) fs.rmSync(path.join(dir, f), { force: true });
  }
  return file;
}

const fromTarball = async (file: string): Promise<Db> =>
  pgliteDb(await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]), extensions: pgliteExtensions }));

/**
 * With API_TESTS_ON_POSTGRES=1 and TEST_DATABASE_URL naming a PostgreSQL server, every test file
 * gets its own database cloned from a template (`create database ... template`), so the whole
 * suite runs on PostgreSQL as well as on PGlite (CI does both). The template is built once per
 * schema/seed version under an advisory lock; each clone is dropped when the test closes it.
 */
const onPostgres = process.env.API_TESTS_ON_POSTGRES === '1' && Boolean(process.env.TEST_DATABASE_URL);
let cloneCounter = 0;

const urlFor = (database: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${database}`;
  return url.toString();
};

async function withAdmin<T>(fn: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function postgresClone(kind: string, key: string, build: (db: Db) => Promise<void>): Promise<Db & { url: string }> {
  // Per role: a template left by another role on a shared server cannot be copied by this one.
  const role = decodeURIComponent(new URL(process.env.TEST_DATABASE_URL as string).username || 'default').replace(/\W/g, '_');
  const template = `mv_tpl_${kind}_${key}_${role}`.toLowerCase();
  const clone = `mv_t_${process.pid}_${++cloneCounter}_${Date.now() % 1_000_000}`;
  await withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock(727274)');
    try {
      const ready = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (!ready.rowCount) {
        await admin.query(`create database ${template}`);
        const db = openPostgres(urlFor(template));
        try {
          await build(db);
        } catch (error) {
          await db.close();
          await admin.query(`drop database if exists ${template}`);
          throw error;
        }
        await db.close();
      }
    } finally {
      await admin.query('select pg_advisory_unlock(727274)');
    }
    await admin.query(`create database ${clone} template ${template}`);
  });
  const db = openPostgres(urlFor(clone));
  const close = db.close;
  return {
    ...db,
    url: urlFor(clone),
    close: async () => {
      await close();
      await withAdmin((admin) => admin.query(`drop database if exists ${clone}`));
    },
  };
}

const buildSeeded = async (db: Db) => {
  await migrate(db);
  await seed(db, { admin: { ...DEMO_ADMIN }, demo: true }, testScrypt);
};

/**
 * A fresh, private, real database with the migrations applied and the seed loaded: the demo
 * admin, customer and provider (password `Admin#2026`) and the demo data of every domain.
 * PGlite in memory by default; PostgreSQL with API_TESTS_ON_POSTGRES=1. Close it in afterAll.
 */
export async function createTestDb(): Promise<Db> {
  if (onPostgres) return postgresClone('seeded', templateKey(), buildSeeded);
  return fromTarball(await templateTarball('seeded', templateKey(), buildSeeded));
}

/**
 * PostgreSQL runs only (API_TESTS_ON_POSTGRES=1, else undefined): a seeded clone as
 * createTestDb makes it, with its URL, for API processes of their own on the same database.
 */
export async function createTestPostgres(): Promise<{ db: Db; url: string } | undefined> {
  if (!onPostgres) return undefined;
  const db = await postgresClone('seeded', templateKey(), buildSeeded);
  return { db, url: db.url };
}

/** A fresh database straight after initdb (no tables), for migration and seed tests. */
export async function createEmptyDb(): Promise<Db> {
  if (onPostgres) return postgresClone('empty', 'v1', async () => undefined);
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  return fromTarball(await templateTarball('empty', version, async () => undefined));
}
