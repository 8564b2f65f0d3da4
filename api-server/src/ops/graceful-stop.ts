import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { OpsConfig } from './ops-config';
import './lifecycle';

/** How a stop ended: every request finished, or some were cut when the time ran out. */
export type StopOutcome = 'drained' | 'forced';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for `work` for at most `ms`; true when it finished. The database's close waits for the
 * statements of cut requests (PostgreSQL's pool ends only when its clients are back), which
 * could be never: a bounded stop must not.
 */
export const settledWithin = (work: Promise<unknown>, ms: number): Promise<boolean> => Promise.race([work.then(() => true), sleep(ms).then(() => false)]);

/**
 * Stops the app without losing a request (SIGTERM; docs/operations.md, "Graceful stop"):
 *
 * 1. The listener closes at once: a new connection is refused, so a proxy sends that request to
 *    its other server (safe for any method: nothing was sent). Open connections stay: `stopping`
 *    makes /ready answer 503 and every answer close its connection.
 * 2. For `drainMs` requests on open connections are still served. Set it above the proxy's
 *    upstream keep-alive timeout: the proxy closes its idle connections itself, so none is closed
 *    under a request it is just sending (a reset a proxy cannot safely retry for a POST).
 * 3. `app.close()`: preClose hooks run (modules with long-lived answers, such as the live event
 *    streams, end them there with a reconnect hint), requests in flight finish, onClose hooks run.
 * 4. After `timeoutMs` the connections still open are cut and the outcome is 'forced'.
 *
 * The database is the caller's to close afterwards.
 */
export async function stopGracefully(app: FastifyInstance, { drainMs, timeoutMs }: OpsConfig['shutdown']): Promise<StopOutcome> {
  app.lifecycle.stopping = true;
  if (drainMs > 0) {
    // net's close, not http's: http's also ends the idle kept-alive connections now (step 2 is why not).
    net.Server.prototype.close.call(app.server);
    await sleep(drainMs);
  }
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
