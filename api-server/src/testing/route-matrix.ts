import type { Queryable } from '../db/db';
import type { Session } from './test-app';
import { credentials, type RoleName } from './test-app';

/**
 * The route x role matrix's vocabulary (ASVS 5 §8: authorization is tested per route). Each
 * domain keeps its rows beside its routes (`<domain>/route-matrix-rows.ts`); the matrix test
 * merges them and fails for any registered route without a row.
 */
export type Caller = 'none' | RoleName;
export type Expect = Record<Caller, number>;

export interface Row {
  expect: Expect;
  /** Concrete URL when the route has parameters; a function finds a record an earlier row created. */
  url?: string | ((db: Queryable) => Promise<string>);
  /**
   * Body; a function gets a counter so repeated creates stay unique, and the database to find a
   * record an earlier row created (ids from sequences differ between PGlite and PostgreSQL).
   */
  payload?: unknown | ((n: number, db: Queryable) => unknown);
  headers?: (session: Session | undefined) => Record<string, string>;
  /** Sign in anew for this request: the call ends or rotates the session. */
  fresh?: boolean;
  /** The answer is a stream that does not end: the status is read from its headers, then it is closed. */
  stream?: boolean;
}
export type Rows = Record<string, Row>;

export const everyone = (status: number): Expect => ({ none: status, customer: status, provider: status, admin: status });
export const signedIn = (status: number): Expect => ({ none: 401, customer: status, provider: status, admin: status });
export const adminOnly = (status: number): Expect => ({ none: 401, customer: 403, provider: 403, admin: status });
export const login = (role: RoleName) => ({ email: credentials[role].email, password: credentials[role].password });

/** The concrete URL of a row (its `url`, resolved against the database when it is a function). */
export const rowUrl = async (row: Row, pattern: string, db: Queryable): Promise<string> => (typeof row.url === 'function' ? row.url(db) : (row.url ?? pattern));

/**
 * The route a matrix key names: `GET /api/v1/customer-jobs/:job_id`, also for a variant row
 * such as `GET /api/v1/customer-jobs/:job_id (another customer's job)` (a second row for a
 * route: the same call on someone else's record).
 */
export const routeOf = (key: string): string => key.replace(/ \(.*\)$/, '');
