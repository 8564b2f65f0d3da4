/**
 * The embedded database's own thread (db/pglite-thread.ts starts it): one PGlite, opened on the
 * data dir it is given, answering the API thread's messages. The statements run here, so the
 * API's event loop keeps accepting connections, reading requests and refusing what admission
 * control refuses while the database works (docs/api-performance.md, "Overload").
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { createPglite } from './pglite-db';

export interface WorkerData {
  dir: string;
  sharedBuffersMb: number;
}

/** A message of the API thread: `id` names the answer. */
export type Command = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump' }
  | { op: 'close' }
);

/** What a driver error keeps across the threads (toDbError and isDriverError read these). */
export interface WorkerError {
  message: string;
  code?: string;
  constraint?: string;
  severity?: string;
}

export type Answer =
  | { id: number; ok: true; value?: unknown; wasm: number }
  | { id: number; ok: false; error: WorkerError; wasm: number }
  | { notify: string; payload: string };

if (!parentPort) throw new Error('pglite-worker runs in a worker thread (db/pglite-thread.ts)');
const port = parentPort;
const { dir, sharedBuffersMb } = workerData as WorkerData;

/** An open transaction: its queries, and how to end it. */
interface Open {
  tx: Transaction;
  end: (commit: boolean) => void;
  done: Promise<void>;
}
const open = new Map<number, Open>();
let nextTx = 1;
const listeners = new Map<string, () => Promise<void>>();

const asWorkerError = (error: unknown): WorkerError => {
  const e = (error ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof e[key] === 'string' ? (e[key] as string) : undefined);
  return { message: text('message') ?? String(error), code: text('code'), constraint: text('constraint'), severity: text('severity') };
};

async function main() {
  const pg = await createPglite(dir, sharedBuffersMb);
  const wasm = () => (pg.closed ? 0 : pg.Module.HEAPU8.length);

  /** Starts a transaction; resolves with its number once BEGIN ran. */
  const begin = () =>
    new Promise<number>((resolve, reject) => {
      const number = nextTx++;
      let end!: (commit: boolean) => void;
      const done = pg
        .transaction(async (tx) => {
          const commit = await new Promise<boolean>((settle) => {
            end = settle;
            open.set(number, { tx, end, done });
            resolve(number);
          });
          if (!commit) await tx.rollback();
        })
        .finally(() => open.delete(number));
      // BEGIN itself failed: nobody waits on `done` yet.
      done.catch(reject);
    });

  const target = (tx: number | undefined) => {
    if (tx === undefined) return pg;
    const found = open.get(tx);
    if (!found) throw new Error(`No open transaction ${tx}`);
    return found.tx;
  };

  const run = async (command: Command): Promise<unknown> => {
    switch (command.op) {
      case 'query':
        return (await target(command.tx).query(command.sql, command.params)).rows;
      case 'exec':
        await target(command.tx).exec(command.sql);
        return undefined;
      case 'begin':
        return begin();
      case 'end': {
        const found = open.get(command.tx);
        if (!found) throw new Error(`No open transaction ${command.tx}`);
        found.end(command.commit);
        await found.done;
        return undefined;
      }
      case 'listen':
        if (!listeners.has(command.channel)) {
          listeners.set(
            command.channel,
            await pg.listen(command.channel, (payload) => port.postMessage({ notify: command.channel, payload } satisfies Answer)),
          );
        }
        return undefined;
      case 'unlisten': {
        const stop = listeners.get(command.channel);
        listeners.delete(command.channel);
        if (stop && !pg.closed) await stop();
        return undefined;
      }
      case 'dump': {
        // A checkpoint first, so the dump's files hold every committed write (less WAL to replay on restore).
        await pg.query('checkpoint');
        return (await pg.dumpDataDir('gzip')).arrayBuffer();
      }
      case 'close':
        await pg.close();
        return undefined;
    }
  };

  port.on('message', (command: Command) => {
    const fail = (error: unknown) => port.postMessage({ id: command.id, ok: false, error: asWorkerError(error), wasm: wasm() } satisfies Answer);
    run(command).then((value) => {
      try {
        const transfer = value instanceof ArrayBuffer ? [value] : [];
        port.postMessage({ id: command.id, ok: true, value, wasm: wasm() } satisfies Answer, transfer);
      } catch (error) {
        // Rows that cannot be cloned (none the API reads): the caller gets an error, the thread goes on.
        fail(error);
      }
      if (command.op === 'close') port.close();
    }, fail);
  });
  port.postMessage({ id: 0, ok: true, wasm: wasm() } satisfies Answer);
}

main().catch((error: unknown) => port.postMessage({ id: 0, ok: false, error: asWorkerError(error), wasm: 0 } satisfies Answer));
