import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Queryable } from '../db/db';
import { pgliteDb, pgliteExtensions } from '../db/pglite-db';
import { openPostgres } from '../db/postgres-db';
import { adminToken, startApiProcess } from '../testing/api-process';
import { createTestPostgres } from '../testing/test-db';

/**
 * `npm run backup` while the API runs, then changes, then `npm run restore` into the stopped
 * system (issue 36): every table and every upload is as it was at the backup.
 */
type PgliteModule = typeof import('@electric-sql/pglite');
// As in testing/test-db.ts: PGlite's loader needs node's own loader, not Jest's VM.
const { PGlite } = (require('node:module') as { _load: (r: string, p: null, m: boolean) => unknown })._load(
  require.resolve('@electric-sql/pglite'),
  null,
  false,
) as PgliteModule;
const onPostgres = process.env.API_TESTS_ON_POSTGRES === '1' && Boolean(process.env.TEST_DATABASE_URL);
const run = promisify(execFile);

let base: string;
let env: Record<string, string>;
let databaseUrl: string | undefined;
// The clone is dropped when closed: kept open for the file.
let clone: Queryable & { close(): Promise<void> };
beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'mv-backup-test-'));
  const postgres = onPostgres ? await createTestPostgres() : undefined;
  if (postgres) clone = postgres.db;
  databaseUrl = postgres?.url;
  env = { DATA_DIR: path.join(base, 'pglite'), UPLOAD_DIR: path.join(base, 'uploads'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
});
afterAll(async () => {
  await clone?.close();
  fs.rmSync(base, { recursive: true, force: true });
});

/** Row count and a hash of every row of every table of the API's schema. */
async function tables(): Promise<Record<string, string>> {
  const read = async (db: Queryable) => {
    const names = await db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const out: Record<string, string> = {};
    for (const { name } of names) {
      const [row] = await db.query<{ n: number; h: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
      );
      out[name] = `${row!.n}:${row!.h}`;
    }
    return out;
  };
  if (databaseUrl) {
    const db = openPostgres(databaseUrl);
    try {
      return await read(db);
    } finally {
      await db.close();
    }
  }
  const pg = await PGlite.create(env.DATA_DIR!, { extensions: pgliteExtensions });
  try {
    return await read(pgliteDb(pg));
  } finally {
    await pg.close();
  }
}

const uploads = () =>
  Object.fromEntries(
    (fs.readdirSync(env.UPLOAD_DIR!, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(env.UPLOAD_DIR!, f)).isFile())
      .sort()
      .map((f) => [
        f,
        createHash('sha256')
          .update(fs.readFileSync(path.join(env.UPLOAD_DIR!, f)))
          .digest('hex'),
      ]),
  );

const cli = (command: 'backup' | 'restore', file: string) =>
  run(process.execPath, ['--require', require.resolve('tsx/cjs'), path.join(__dirname, 'backup-cli.ts'), command, file], {
    env: { ...process.env, ...env },
  });

async function stopped(api: Awaited<ReturnType<typeof startApiProcess>>) {
  api.child.kill('SIGTERM');
  const code = await api.exited;
  if (code !== 0) throw new Error(`exit ${code}:\n${api.output()}`);
}

test('a backup taken while the API runs restores every table and upload as they were', async () => {
  await stopped(await startApiProcess(env)); // first start: migrations and seed
  fs.mkdirSync(path.join(env.UPLOAD_DIR!, 'documents'), { recursive: true });
  fs.writeFileSync(path.join(env.UPLOAD_DIR!, 'documents', 'kept.pdf'), Buffer.from('%PDF-1.4 kept'));
  const atBackup = await tables();
  const uploadsAtBackup = uploads();
  expect(Object.keys(atBackup).length).toBeGreaterThan(20);

  const api = await startApiProcess(env);
  const file = path.join(base, 'backups', 'system.tar.gz');
  const { stdout } = await cli('backup', file);
  expect(stdout).toContain(`Backed up ${databaseUrl ? 'postgres' : 'pglite'} database and uploads to ${file}`);
  // Changes after the backup: a session (refresh token, audit event) and the uploads.
  await adminToken(api);
  fs.rmSync(path.join(env.UPLOAD_DIR!, 'documents', 'kept.pdf'));
  fs.writeFileSync(path.join(env.UPLOAD_DIR!, 'documents', 'later.pdf'), Buffer.from('%PDF-1.4 later'));
  await stopped(api);
  expect(await tables()).not.toEqual(atBackup);

  expect((await cli('restore', file)).stdout).toContain('Restored');
  expect(await tables()).toEqual(atBackup);
  expect(uploads()).toEqual(uploadsAtBackup);
  // What was replaced is kept aside.
  expect(fs.readdirSync(base).some((f) => f.startsWith('uploads.before-restore-'))).toBe(true);

  // The restored database opens and serves.
  const again = await startApiProcess(env);
  expect((await fetch(`${again.url}/ready`)).status).toBe(200);
  await adminToken(again);
  await stopped(again);
}, 180_000);

test('restore refuses while an embedded API runs on the data dir', async () => {
  if (databaseUrl) return;
  const api = await startApiProcess(env);
  try {
    await expect(cli('restore', path.join(base, 'backups', 'system.tar.gz'))).rejects.toMatchObject({
      stderr: expect.stringContaining('The API is running on this data dir: stop it before restoring.'),
    });
  } finally {
    await stopped(api);
  }
}, 60_000);
