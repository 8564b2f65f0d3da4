import { Pool } from 'pg';
import { type Db, isDriverError, type Queryable, toDbError } from './db';

type Runner = { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };

const wrap = (runner: Runner): Queryable => ({
  async query<T>(sql: string, params: readonly unknown[] = []) {
    try {
      return (await runner.query(sql, params as unknown[])).rows as T[];
    } catch (error) {
      throw toDbError(error);
    }
  },
  async exec(sql: string) {
    try {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await runner.query(sql);
    } catch (error) {
      throw toDbError(error);
    }
  },
});

/** A PostgreSQL pool behind the Db interface (used when DATABASE_URL is set). */
export function openPostgres(connectionString: string): Db {
  const pool = new Pool({ connectionString, max: 10 });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        // fn's own errors are already DbErrors (or the caller's); a raw one came from BEGIN or COMMIT.
        throw isDriverError(error) ? toDbError(error) : error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
