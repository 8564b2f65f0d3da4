/**
 * One API process for the bench's `--processes` mode (api-latency.ts forks it): the app as
 * `src/main.ts` builds it (same config and logger, LOG_LEVEL included) over the bench's seeded
 * database, listening on a random 127.0.0.1 port. Run apart from the load generator, its CPU is
 * its own, as in production.
 *
 * The parent talks over the IPC channel: it receives `{ port }` once listening, and can send
 * `profile-start` (answered with `{ started }`) / `profile-stop` (answered with `{ profile }`, a CPU profile of the window in
 * between: the steady state, without startup), `rss` (answered with `{ rss }`, the resident
 * set in bytes), `memory` (`{ memory }`: where the resident set goes now, memory-split.ts) and
 * `peak` (`{ peak }`: the same, sampled when the resident set was largest since start). SIGTERM
 * closes the server and the database.
 *
 * Database: BENCH_SERVER_DATABASE_URL (PostgreSQL) or BENCH_SERVER_PGLITE_DIR (a PGlite data dir
 * no other process has open).
 */
import type { AddressInfo } from 'node:net';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { openPgliteThread } from '../src/db/pglite-thread';
import { openPostgres } from '../src/db/postgres-db';
import { type MemorySplit, memorySplit, peakSplitSampler } from './memory-split';

export type BenchServerMessage =
  | { port: number }
  | { started: true }
  | { profile: unknown }
  | { rss: number }
  | { memory: MemorySplit }
  | { peak: MemorySplit };
export type BenchServerCommand = 'profile-start' | 'profile-stop' | 'rss' | 'memory' | 'peak';

/** The database, and the size of PGlite's WASM memory (0 on PostgreSQL). */
async function openDatabase(): Promise<{ db: Db; wasmBytes: () => number }> {
  const url = process.env.BENCH_SERVER_DATABASE_URL;
  if (url) return { db: openPostgres(url), wasmBytes: () => 0 };
  const dir = process.env.BENCH_SERVER_PGLITE_DIR;
  if (!dir) throw new Error('BENCH_SERVER_DATABASE_URL or BENCH_SERVER_PGLITE_DIR is required');
  const db = await openPgliteThread(dir, loadConfig().pgliteSharedBuffersMb);
  return { db, wasmBytes: db.wasmBytes };
}

async function main(): Promise<void> {
  if (!process.send) throw new Error('bench-server runs as a child of bench/api-latency.ts (fork)');
  const send = (message: BenchServerMessage) => process.send!(message);
  const config = { ...loadConfig(), databaseUrl: undefined, host: '127.0.0.1' };
  const { db, wasmBytes } = await openDatabase();
  const app = await buildApp({ db, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const sampler = peakSplitSampler(wasmBytes);

  const inspector = new Session();
  inspector.connect();
  process.on('message', (command: BenchServerCommand) => {
    void (async () => {
      if (command === 'profile-start') {
        await inspector.post('Profiler.enable');
        await inspector.post('Profiler.start');
        send({ started: true });
      } else if (command === 'profile-stop') {
        const { profile } = await inspector.post('Profiler.stop');
        send({ profile });
      } else if (command === 'rss') {
        send({ rss: process.memoryUsage.rss() });
      } else if (command === 'memory') {
        send({ memory: memorySplit(wasmBytes) });
      } else if (command === 'peak') {
        send({ peak: sampler.peak() });
      }
    })();
  });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
  send({ port: (app.server.address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
