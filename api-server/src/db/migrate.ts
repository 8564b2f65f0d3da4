import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export const migrationsDir = path.join(__dirname, 'migrations');

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The migration files `NNN_name.sql` in version order. */
export function readMigrations(dir = migrationsDir): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => ({ version: file.slice(0, 3), name: file.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction
 * together with its record. A transaction-scoped advisory lock makes concurrent starts against
 * one PostgreSQL wait for each other instead of applying a file twice. Returns applied names.
 * With nothing to apply it needs only SELECT on `schema_migrations` (docs/security.md: an owner
 * role migrates, the API's role only reads and writes rows).
 */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  // Checked first so a role without CREATE (the API's own, when an owner role migrates) can start.
  const [known] = await db.query<{ t: string | null }>("select to_regclass('schema_migrations')::text as t");
  // Under the migrations' lock: two processes creating it at once, one failed on pg_type's unique index.
  if (!known?.t)
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(727274)');
      await tx.exec(`create table if not exists schema_migrations (
    version text primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
    });
  const applied: string[] = [];
  for (const m of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(727274)');
      const [row] = await tx.query('select 1 from schema_migrations where version = $1', [m.version]);
      if (row) return false;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (done) applied.push(m.name);
  }
  return applied;
}
