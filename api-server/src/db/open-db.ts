import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import type { Db } from './db';
import { pgliteDb, pgliteExtensions } from './pglite-db';
import { openPostgres } from './postgres-db';

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR (created on
 * first use, kept between runs; one process at a time per directory).
 */
export async function openDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  fs.mkdirSync(config.dataDir, { recursive: true });
  return pgliteDb(await PGlite.create(config.dataDir, { extensions: pgliteExtensions }));
}
