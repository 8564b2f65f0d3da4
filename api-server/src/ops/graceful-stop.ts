import type { FastifyInstance } from 'fastify';
import type { OpsConfig } from './ops-config';
import './lifecycle';

/** How a stop ended: every request finished, or some were cut when the time ran out. */
export type StopOutcome = 'drained' | 'forced';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Waits for `work` for at most `ms`; true when it finished. The database's close waits for the
 * statements of cut requests (PostgreSQL's pool ends only when its clients are back), which
 * could be never: a bounded stop must not.
 */
export const settledWithin = (work: Promise<unknown>, ms: number): Promise<boolean> => Promise.race([work.then(() => true), sleep(ms).then(() => false)]);

/**
 * Stops the app without losing a request (SIGTERM; docs/operations.md, "Graceful stop"):
 *
 * 1. `stopping`: /ready answers 503 and every answer closes its connection, so a proxy's kept-
 *    alive connections end after their current answer; for `drainMs` the app still serves.
 * 2. `app.close()`: preClose hooks run (modules with long-lived answers, such as the live event
 *    streams, end them there with a reconnect hint), the listener closes (new connections are
 *    refused, so a proxy tries its other server), requests in flight finish, onClose hooks run.
 * 3. After `timeoutMs` the connections still open are cut and the outcome is 'forced'.
 *
 * The database is the caller's to close afterwards.
 */
export async function stopGracefully(app: FastifyInstance, { drainMs, timeoutMs }: OpsConfig['shutdown']): Promise<StopOutcome> {
  app.lifecycle.stopping = true;
  if (drainMs > 0) await sleep(drainMs);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'forced'>((resolve) => {
    timer = setTimeout(() => resolve('forced'), timeoutMs);
  });
  const closed = app.close().then(() => 'drained' as const);
  const outcome = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  if (outcome === 'forced') {
    app.log.warn({ timeoutMs }, 'requests still running at the stop timeout: connections cut');
    app.server.closeAllConnections();
    // onClose hooks still run once the cut requests end; wait for them, briefly.
    await Promise.race([closed, sleep(1000)]);
  }
  return outcome;
}
