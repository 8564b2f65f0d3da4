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
  close(): Promise<void>;
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

/** Rewrites a driver error into a DbError (drops the query text and parameters). */
export function toDbError(error: unknown): DbError {
  if (error instanceof DbError) return error;
  const e = (error ?? {}) as { message?: unknown; code?: unknown; constraint?: unknown };
  return new DbError(
    typeof e.message === 'string' ? e.message : 'Database error',
    typeof e.code === 'string' ? e.code : undefined,
    typeof e.constraint === 'string' ? e.constraint : undefined,
  );
}

export const isUniqueViolation = (error: unknown, constraint?: string): error is DbError =>
  error instanceof DbError && error.code === '23505' && (!constraint || error.constraint === constraint);

export const isForeignKeyViolation = (error: unknown, constraint?: string): error is DbError =>
  error instanceof DbError && error.code === '23503' && (!constraint || error.constraint === constraint);
