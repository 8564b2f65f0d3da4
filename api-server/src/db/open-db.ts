import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import type { Db } from './db';
import { pgliteDb, pgliteExtensions } from './pglite-db';
import { openPostgres } from './postgres-db';

/**
 * The server's PGlite on the data dir `dir`, with the API's extensions and a buffer pool of
 * `sharedBuffersMb` (PGLITE_SHARED_BUFFERS_MB: the pool is the largest part of the process's
 * memory; docs/api-performance.md).
 */
export const openPglite = async (dir: string, sharedBuffersMb: number): Promise<Db> => pgliteDb(await createPglite(dir, sharedBuffersMb));

/** The PGlite instance openPglite wraps (the bench reads its WASM memory). */
export const createPglite = (dir: string, sharedBuffersMb: number): Promise<PGlite> =>
  PGlite.create(dir, { extensions: pgliteExtensions, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] });

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR (created on
 * first use, kept between runs; one process at a time per directory).
 */
export async function openDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'pgliteSharedBuffersMb'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  fs.mkdirSync(config.dataDir, { recursive: true });
  return openPglite(config.dataDir, config.pgliteSharedBuffersMb);
}
