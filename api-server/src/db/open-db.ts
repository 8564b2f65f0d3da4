import fs from 'node:fs';
import type { AppConfig } from '../config';
import type { Db } from './db';
import { openPgliteThread } from './pglite-thread';
import { openPostgres } from './postgres-db';

/** The server's PGlite on the data dir `dir` (createPglite), on a thread of its own (db/pglite-thread.ts). */
export const openPglite = (dir: string, sharedBuffersMb: number): Promise<Db> => openPgliteThread(dir, sharedBuffersMb);

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR (created on
 * first use, kept between runs; one process at a time per directory).
 */
export async function openDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'pgliteSharedBuffersMb'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  fs.mkdirSync(config.dataDir, { recursive: true });
  return openPglite(config.dataDir, config.pgliteSharedBuffersMb);
}
