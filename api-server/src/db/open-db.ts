import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import type { Db } from './db';
import { pgliteDb, pgliteExtensions } from './pglite-db';
import { openPostgres } from './postgres-db';

/**
 * The server's PGlite on the data dir `dir`: the API's extensions, and a buffer pool of 16 MB
 * instead of PostgreSQL's default 128 MB. PGlite lives in the API process and writes the whole
 * pool when it starts, so the default made the process 340 MB before its first request (the
 * bound is 300 MB); the data dir's files stay in the OS page cache, which the smaller pool reads
 * through (docs/api-performance.md: RSS and req/s with each size).
 */
export const openPglite = async (dir: string): Promise<Db> =>
  pgliteDb(await PGlite.create(dir, { extensions: pgliteExtensions, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] }));

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR (created on
 * first use, kept between runs; one process at a time per directory).
 */
export async function openDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  fs.mkdirSync(config.dataDir, { recursive: true });
  return openPglite(config.dataDir);
}
