/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement (`$1`, `$2`...) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The server's whole view of the database: the same SQL runs on the embedded PGlite and on a
 * real PostgreSQL. Errors are DbError values that carry the SQLSTATE and constraint but never
 * the statement's parameters (they can hold password or token hashes and errors get logged).
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` (one connection of its own on PostgreSQL, the instance itself on PGlite):
   * `onPayload` gets each notification's payload, after its transaction committed. Resolves with
   * the function that stops listening. `onLost` is told when a PostgreSQL listener had to
   * reconnect (notifications sent meanwhile are lost: the caller catches up).
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PostgreSQL's pool: connections open, idle, and callers waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: its data dir as a gzipped tarball, between two statements (backups; ops/backup.ts). */
  dumpDataDir?(): Promise<Blob>;
}

export class DbError extends Error {
  constructor(
    message: string,
    /** SQLSTATE, e.g. 23505 unique_violation, 23503 foreign_key_violation. */
    public readonly code: string | undefined,
    public readonly constraint: string | undefined,
  ) {
    super(message);
    this.name = 'DbError';
  }
}

/** Words after which PostgreSQL quotes a name of the schema (kept), not a value (blanked). */
const NAMED =
  /(?:relation|table|column|constraint|index|type|function|schema|sequence|encoding|database|role|extension|view|trigger|operator|domain|collation|near)\s$/;

/**
 * A PostgreSQL message with the values it quotes blanked out: `invalid input syntax for type
 * integer: "abc"` -> `...: "…"`, `value "99999999999" is out of range` -> `value "…" is out of
 * range`, `invalid byte sequence for encoding "UTF8": 0x00` -> `...: 0x…`. Names of tables,
 * columns, constraints and types stay, so the message still says what failed.
 */
export function withoutValues(message: string): string {
  return message
    .replace(/: ".*$/s, ': "…"')
    .replace(/\bvalue ".*" is out of range/s, 'value "…" is out of range')
    .replace(/0x[0-9a-f]{2}(?: 0x[0-9a-f]{2})*/gi, '0x…')
    .replace(/"[^"]*"/g, (quoted, offset: number, all: string) => (quoted === '"…"' || NAMED.test(all.slice(0, offset)) ? quoted : '"…"'));
}

/**
 * Rewrites a driver error into a DbError: SQLSTATE, constraint and the message without the values
 * it quotes. The driver's error also carries the statement, its parameters and the row detail
 * (pg's `detail`, PGlite's `query` and `params`); none of that is kept.
 */
export function toDbError(error: unknown): DbError {
  if (error instanceof DbError) return error;
  const e = (error ?? {}) as { message?: unknown; code?: unknown; constraint?: unknown };
  return new DbError(
    typeof e.message === 'string' ? withoutValues(e.message) : 'Database error',
    typeof e.code === 'string' ? e.code : undefined,
    typeof e.constraint === 'string' ? e.constraint : undefined,
  );
}

/** True for an error straight from pg or PGlite (one that has not been through toDbError). */
export function isDriverError(error: unknown): boolean {
  // Duck-typed: PGlite may be loaded in another realm (the tests load it through node's loader).
  if (typeof error !== 'object' || error === null || error instanceof DbError) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

export const isUniqueViolation = (error: unknown, constraint?: string): error is DbError =>
  error instanceof DbError && error.code === '23505' && (!constraint || error.constraint === constraint);

export const isForeignKeyViolation = (error: unknown, constraint?: string): error is DbError =>
  error instanceof DbError && error.code === '23503' && (!constraint || error.constraint === constraint);

/**
 * A timestamp (ms since the epoch) as a statement parameter: ISO text, read the same by PGlite and
 * pg whatever realm built the Date (a jest test's Date is not PGlite's). Cast it in the SQL
 * (`$1::timestamptz`) where the column type does not tell.
 */
export const timestampParam = (ms: number) => new Date(ms).toISOString();

/** What runs statements: a PGlite, one of its transactions, or the thread that holds one (pglite-thread.ts). */
export interface PgliteLike {
  query<T>(sql: string, params: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/** Statements through `pg`, its errors as DbError. */
export const wrap = (pg: PgliteLike): Queryable => ({
  async query<T>(sql: string, params: readonly unknown[] = []) {
    try {
      return (await pg.query<T>(sql, params as unknown[])).rows;
    } catch (error) {
      throw toDbError(error);
    }
  },
  async exec(sql: string) {
    try {
      await pg.exec(sql);
    } catch (error) {
      throw toDbError(error);
    }
  },
});
