import { createHash } from 'node:crypto';
import { Client, Pool } from 'pg';
import { type Db, isDriverError, type Queryable, toDbError } from './db';

type Runner = {
  query: ((sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>) &
    ((config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>);
};

/** A statement's name for the server: the same text always gets the same name. */
const names = new Map<string, string>();
const statementName = (sql: string) => {
  let name = names.get(sql);
  if (!name) names.set(sql, (name = `s${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`));
  return name;
};

const wrap = (runner: Runner): Queryable => ({
  async query<T>(sql: string, params: readonly unknown[] = []) {
    try {
      // Named (prepared) once per connection: PostgreSQL parses and plans each statement text
      // once instead of on every call (the planning of the lists' JSON subqueries cost more than
      // running them, docs/api-performance.md).
      return (await runner.query({ name: statementName(sql), text: sql, values: params as unknown[] })).rows as T[];
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

/**
 * How long an idle pooled connection is kept (pg's default is 10 s). A new connection plans each
 * named statement again, the lists' JSON statements with custom plans for their first five runs
 * (8-68 ms each): after 15 s without calls the jobs search's p99 was 188 ms against 54 ms steady
 * (docs/api-performance-history.md, fifth session). Ten idle connections cost the database little.
 */
export const POOL_IDLE_MS = 5 * 60_000;

/** A PostgreSQL pool behind the Db interface (used when DATABASE_URL is set). */
export function openPostgres(connectionString: string): Db {
  const pool = new Pool({ connectionString, max: 10, idleTimeoutMillis: POOL_IDLE_MS });
  // A pooled connection the database ends while idle (a restart, a failover, an administrator's
  // pg_terminate_backend) is reported here; the pool drops it and the next call opens another.
  // Without a listener the pool's 'error' event ended the whole process.
  pool.on('error', (error: Error & { code?: string }) =>
    console.error(`PostgreSQL closed an idle pooled connection (${error.code ?? 'no code'}): ${error.message}`),
  );
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
    listen: (channel, onPayload, onLost) => listenPostgres(connectionString, channel, onPayload, onLost),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The longest wait between two attempts to get a lost LISTEN connection back. */
const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one is handed to other calls between queries).
 * When the database drops it (restart, failover), it connects again with backoff and tells
 * `onLost`, so the caller can catch up on what was published meanwhile.
 */
async function listenPostgres(connectionString: string, channel: string, onPayload: (payload: string) => void, onLost?: () => void) {
  let stopped = false;
  let client: Client | undefined;
  let retryMs = 100;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const lost = (error?: Error) => {
      if (stopped || client !== next) return;
      client = undefined;
      if (error) console.error(`PostgreSQL closed the LISTEN connection of ${channel}: ${error.message}`);
      void next.end().catch(() => undefined);
      const retry = () => {
        if (stopped) return;
        connect().then(
          () => onLost?.(),
          () => setTimeout(retry, (retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS))).unref(),
        );
      };
      setTimeout(retry, retryMs).unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw toDbError(error);
    }
    client = next;
    retryMs = 100;
  };
  await connect();
  return async () => {
    stopped = true;
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
