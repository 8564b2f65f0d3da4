import type { FastifyInstance } from 'fastify';
import { opsCalls } from '../contract';
import type { Queryable } from '../db/db';
import { readMigrations } from '../db/migrate';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';
import './lifecycle';

/** A readiness check waits this long for the database, then answers 503 (a probe must not hang). */
export const READY_TIMEOUT_MS = 2000;

const notReady = (description: string) => new HttpError(503, 'Not ready', description, undefined, { 'retry-after': '1' });

/** Settles with `work`, or rejects with a 503 after `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(notReady('The database did not answer in time.')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /health answers while the process runs (no database call: a slow database must not get a
 * live process restarted). GET /ready answers 200 when one query finds the newest migration this
 * build ships applied, and 503 when the database fails, is slow, is behind, or the process is
 * stopping (`app.lifecycle`, set on SIGTERM so the proxy moves traffic away before the port closes).
 */
export function registerOpsRoutes(api: FastifyInstance, db: Queryable): void {
  const newest = readMigrations().at(-1)?.name ?? '';
  registerCall(api, opsCalls.health, async () => ({ status: 'ok' as const }));
  registerCall(api, opsCalls.ready, async () => {
    if (api.lifecycle?.stopping) throw notReady('The server is stopping.');
    const rows = await within(
      db.query<{ name: string }>('select name from schema_migrations order by version desc limit 1').catch(() => {
        throw notReady('The database does not answer.');
      }),
      READY_TIMEOUT_MS,
    );
    const applied = rows[0]?.name ?? '';
    if (applied < newest) throw notReady(`Migrations are not applied (database at ${applied || 'none'}, this build needs ${newest}).`);
    return { status: 'ready' as const, migration: applied };
  });
}
