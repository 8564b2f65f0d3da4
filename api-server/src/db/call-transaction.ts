import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Queryable } from './db';

interface Scope {
  /** Opens the scope's transaction on first use; every later caller gets the same one. */
  open(): Promise<Queryable>;
  /** Set once the transaction is committed or rolled back: late queries go to the database. */
  ended: boolean;
  savepoints: number;
}

const rolledBack = Symbol('rolled back');

/**
 * Holds one transaction open until told how to end it. `db.transaction` takes a callback, so
 * the callback waits on `decided` while the call's own code runs queries on the transaction.
 */
function openTransaction(db: Db) {
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  let ready!: (tx: Queryable) => void;
  const txReady = new Promise<Queryable>((resolve) => (ready = resolve));
  const ended = db
    .transaction(async (tx) => {
      ready(tx);
      if (!(await decided)) throw rolledBack;
    })
    .then(
      () => undefined,
      (error: unknown) => {
        if (error !== rolledBack) throw error;
      },
    );
  return {
    // If BEGIN fails the transaction ends without ever handing out `tx`: fail with its error.
    tx: Promise.race([txReady, ended.then(() => Promise.reject(new Error('The transaction ended before it was used')))]),
    commit: () => (decide(true), ended),
    rollback: () => (decide(false), ended),
  };
}

export interface CallTransactions {
  /**
   * The database as the routes see it: inside `run` every query (and every nested
   * `transaction`, as a savepoint) goes to the running call's transaction; outside, straight to
   * the database.
   */
  db: Db;
  /**
   * Runs `fn` so that all of its queries through `db` share one transaction, opened at the first
   * query (work before it, such as hashing a password, holds nothing) and committed when `fn`
   * resolves, rolled back when it throws. `onOpen` runs first in the transaction, once it is
   * open. Queries `fn` leaves running after it settles fall back to the database.
   */
  run<T>(fn: () => Promise<T>, options?: { onOpen?: (tx: Queryable) => Promise<void> }): Promise<T>;
}

/**
 * One transaction per call without passing it around: repositories keep the `db` they were
 * built with, and an AsyncLocalStorage scope tells `db` which transaction the current call
 * runs in. The audit trail uses it to insert its event in the same transaction as the write.
 *
 * On PGlite a transaction holds the whole database (other queries wait for it), so `run` is
 * meant for calls that only talk to the database while it is open: not for calls that stream
 * uploads or hash passwords after their first query.
 */
export function createCallTransactions(database: Db): CallTransactions {
  const scopes = new AsyncLocalStorage<Scope>();
  const current = () => {
    const scope = scopes.getStore();
    return scope && !scope.ended ? scope : undefined;
  };

  const db: Db = {
    kind: database.kind,
    async query<T>(sql: string, params?: readonly unknown[]) {
      const scope = current();
      return scope ? (await scope.open()).query<T>(sql, params) : database.query<T>(sql, params);
    },
    async exec(sql: string) {
      const scope = current();
      return scope ? (await scope.open()).exec(sql) : database.exec(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const scope = current();
      if (!scope) return database.transaction(fn);
      const tx = await scope.open();
      const name = `call_savepoint_${++scope.savepoints}`;
      await tx.query(`savepoint ${name}`);
      try {
        const result = await fn(tx);
        await tx.query(`release savepoint ${name}`);
        return result;
      } catch (error) {
        await tx.query(`rollback to savepoint ${name}`).catch(() => undefined);
        throw error;
      }
    },
    listen: (channel, onPayload, onLost) => database.listen(channel, onPayload, onLost),
    close: () => database.close(),
  };

  async function run<T>(fn: () => Promise<T>, { onOpen }: { onOpen?: (tx: Queryable) => Promise<void> } = {}): Promise<T> {
    let transaction: ReturnType<typeof openTransaction> | undefined;
    let opened: Promise<Queryable> | undefined;
    const scope: Scope = {
      ended: false,
      savepoints: 0,
      open: () => {
        transaction ??= openTransaction(database);
        opened ??= transaction.tx.then(async (tx) => (await onOpen?.(tx), tx));
        return opened;
      },
    };
    let result: T;
    try {
      result = await scopes.run(scope, fn);
    } catch (error) {
      scope.ended = true;
      await transaction?.rollback().catch(() => undefined);
      throw error;
    }
    scope.ended = true;
    await transaction?.commit();
    return result;
  }

  return { db, run };
}
