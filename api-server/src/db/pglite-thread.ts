import { Worker } from 'node:worker_threads';
import { type Db, isDriverError, type Queryable, toDbError, wrap } from './db';
import type { Answer, Command, WorkerData } from './pglite-worker';

type Ask = Command extends infer C ? (C extends Command ? Omit<C, 'id'> : never) : never;

/**
 * The server's embedded database on a thread of its own (db/pglite-worker.ts): the same Db as
 * pgliteDb, but the statements run beside the API's event loop instead of on it. On one thread, a
 * saturated database kept the loop from accepting connections: a burst of 200 new ones waited up
 * to 11 s in the kernel's queue, where admission control cannot see them (docs/api-performance.md,
 * "Overload"). The tests open PGlite in their own thread (testing/test-db.ts); this one is covered
 * by pglite-thread.test.ts and every browser test.
 *
 * `wasmBytes()`: the database's WASM memory as of its last answer (the bench's memory split).
 */
export async function openPgliteThread(dir: string, sharedBuffersMb: number): Promise<Db & { wasmBytes: () => number }> {
  // The worker is TypeScript: tsx's require hook in the thread too, whoever started this process
  // (node with tsx, or jest, whose transform does not reach other threads).
  const worker = new Worker(`require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(require.resolve('./pglite-worker.ts'))});`, {
    eval: true,
    workerData: { dir, sharedBuffersMb } satisfies WorkerData,
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let wasm = 0;
  let closing = false;
  let closed = false;

  const opened = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (answer: Answer) => {
    if ('notify' in answer) {
      for (const listener of listeners.get(answer.notify) ?? []) listener(answer.payload);
      return;
    }
    wasm = answer.wasm || wasm;
    const waiter = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.ok) waiter?.resolve(answer.value);
    // A plain object with the driver error's fields: toDbError keeps SQLSTATE and constraint.
    else waiter?.reject(Object.assign(new Error(answer.error.message), answer.error));
  });
  const lost = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
    // The database is gone with its thread: the process cannot serve anything (a restart replays its WAL).
    if (!closing)
      setImmediate(() => {
        throw error;
      });
  };
  worker.on('error', lost);
  worker.on('exit', (code) => lost(new Error(`The embedded database's thread exited (${code})`)));
  await opened;

  const ask = <T>(command: Ask) =>
    new Promise<T>((resolve, reject) => {
      if (closed) return reject(new Error('The embedded database is closed'));
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...command, id });
    });

  const queryable = (tx?: number): Queryable =>
    wrap({
      query: async <T>(sql: string, params: unknown[]) => ({ rows: await ask<T[]>({ op: 'query', sql, params, tx }) }),
      exec: (sql: string) => ask({ op: 'exec', sql, tx }),
    });

  return {
    kind: 'pglite',
    ...queryable(),
    async transaction(fn) {
      let tx: number;
      try {
        tx = await ask<number>({ op: 'begin' });
      } catch (error) {
        throw toDbError(error);
      }
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        await ask({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      try {
        await ask({ op: 'end', tx, commit: true });
      } catch (error) {
        throw isDriverError(error) ? toDbError(error) : error;
      }
      return result;
    },
    async listen(channel, onPayload) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await ask({ op: 'listen', channel });
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size > 0 || closing) return;
        listeners.delete(channel);
        await ask({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (closing) return;
      closing = true;
      await ask({ op: 'close' });
      closed = true;
      await worker.terminate();
    },
    dumpDataDir: async () => new Blob([await ask<ArrayBuffer>({ op: 'dump' })]),
    wasmBytes: () => wasm,
  };
}
