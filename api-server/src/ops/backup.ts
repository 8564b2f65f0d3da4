import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import { createPglite, pgliteDb, pgliteExtensions } from '../db/pglite-db';
import { answers, controlSocketPath, fetchDump } from './control-socket';

/**
 * One backup file: a gzipped tar of `manifest.json`, the database (`database.pgdump`, pg_dump's
 * custom format, or `pglite.tar.gz`, PGlite's data-dir dump) and `uploads/`. The database is
 * dumped first and the uploads copied after, so every file the database names is in the copy
 * (files are written before their row). docs/operations.md, "Backups".
 */
type Config = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'uploadDir' | 'pgliteSharedBuffersMb'>;
interface Manifest {
  format: 1;
  database: 'postgres' | 'pglite';
  created_at: string;
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');
const tar = (args: string[]) => execFileSync('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });

export async function backup(config: Config, file: string): Promise<Manifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'mv-backup-'));
  try {
    const database = config.databaseUrl ? 'postgres' : 'pglite';
    if (config.databaseUrl) {
      // One snapshot of the whole database, taken while the API keeps writing.
      execFileSync('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(staging, 'database.pgdump'), config.databaseUrl], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    } else {
      const socket = controlSocketPath(config.dataDir);
      const target = path.join(staging, 'pglite.tar.gz');
      if (await answers(socket)) await fetchDump(socket, target);
      else {
        // No API running: open the data dir here (one process at a time).
        const db = pgliteDb(await createPglite(config.dataDir, config.pgliteSharedBuffersMb));
        try {
          fs.writeFileSync(target, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()));
        } finally {
          await db.close();
        }
      }
    }
    fs.mkdirSync(path.join(staging, 'uploads'));
    if (fs.existsSync(config.uploadDir)) fs.cpSync(config.uploadDir, path.join(staging, 'uploads'), { recursive: true });
    const manifest: Manifest = { format: 1, database, created_at: new Date().toISOString() };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    tar(['-czf', partial, '-C', staging, '.']);
    fs.renameSync(partial, file); // a backup file is whole or absent
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores `file` into a stopped system: the database (pg_restore into DATABASE_URL, or a new
 * PGlite data dir) and the uploads. What it replaces is moved aside, not deleted
 * (`<DATA_DIR>.before-restore-<time>`, `<UPLOAD_DIR>.before-restore-<time>`). Refuses while an
 * embedded API runs on the data dir.
 */
export async function restore(config: Config, file: string): Promise<Manifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'mv-restore-'));
  try {
    tar(['-xzf', file, '-C', staging]);
    const manifest = JSON.parse(fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
    const wanted = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== wanted) throw new Error(`The backup holds a ${manifest.database} database; this system uses ${wanted}.`);
    const aside = `.before-restore-${stamp()}`;
    if (config.databaseUrl) {
      execFileSync(
        'pg_restore',
        [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--single-transaction',
          '--exit-on-error',
          '--dbname',
          config.databaseUrl,
          path.join(staging, 'database.pgdump'),
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } else {
      if (await answers(controlSocketPath(config.dataDir))) throw new Error('The API is running on this data dir: stop it before restoring.');
      if (fs.existsSync(config.dataDir)) fs.renameSync(config.dataDir, `${config.dataDir}${aside}`);
      fs.mkdirSync(config.dataDir, { recursive: true });
      const dump = new Blob([fs.readFileSync(path.join(staging, 'pglite.tar.gz'))]);
      const pg = await PGlite.create(config.dataDir, { loadDataDir: dump, extensions: pgliteExtensions });
      await pg.query('select 1');
      await pg.close();
    }
    if (fs.existsSync(config.uploadDir)) fs.renameSync(config.uploadDir, `${config.uploadDir}${aside}`);
    fs.cpSync(path.join(staging, 'uploads'), config.uploadDir, { recursive: true });
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
