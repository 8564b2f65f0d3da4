import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Db, isDriverError, toDbError, wrap } from './db';

/**
 * The extensions every PGlite of the API is opened with (`PGlite.create(dir, { extensions: pgliteExtensions })`):
 * the migrations create them (050_list_indexes: pg_trgm for the search indexes), and a database
 * that has them cannot be used without them.
 */
export const pgliteExtensions = { pg_trgm };

/**
 * The server's PGlite on the data dir `dir`, with the API's extensions and a buffer pool of
 * `sharedBuffersMb` (PGLITE_SHARED_BUFFERS_MB: the pool is the largest part of the process's
 * memory; docs/api-performance.md). The server opens it on its own thread (db/pglite-thread.ts).
 */
export const createPglite = (dir: string, sharedBuffersMb: number): Promise<PGlite> =>
  PGlite.create(dir, { extensions: pgliteExtensions, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] });

/** Wraps an open PGlite instance (the server's file-backed one, or a test's in-memory copy). */
export function pgliteDb(pg: PGlite): Db {
  return {
    kind: 'pglite',
    ...wrap(pg),
    async transaction(fn) {
      try {
        return await pg.transaction((tx) => fn(wrap(tx)));
      } catch (error) {
        // fn's own errors are already DbErrors (or the caller's); a raw one came from BEGIN or COMMIT.
        throw isDriverError(error) ? toDbError(error) : error;
      }
    },
    async listen(channel, onPayload) {
      // PGlite is one process and one connection: its own listen delivers after commit too.
      const stop = await pg.listen(channel, onPayload);
      return async () => {
        // Closing the database ends its listeners; unlisten on a closed one would throw.
        if (!pg.closed) await stop();
      };
    },
    close: () => pg.close(),
    // A checkpoint first, so the dump's files hold every committed write (less WAL to replay on restore).
    dumpDataDir: async () => {
      await pg.query('checkpoint');
      return pg.dumpDataDir('gzip');
    },
  };
}
