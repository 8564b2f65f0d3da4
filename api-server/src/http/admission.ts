import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export interface AdmissionOptions {
  /** Requests served at once; the rest wait in one FIFO queue. */
  maxInFlight: number;
  /** The longest a request may wait for its turn; one that would wait longer is refused at once. */
  maxWaitMs: number;
  /**
   * The event loop's lag over which new requests are refused at once: how long a request that has
   * just arrived waits before it is even read, a backlog no hook sees (the loop parses, checks and
   * serialises every request; the statements run on the database's side, PGlite's own thread
   * included).
   */
  maxLagMs: number;
  /** Routes never queued nor refused (health checks, sign-out, the event stream), by route pattern. */
  exempt: ReadonlySet<string>;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

const admitted = Symbol('admitted');
const waiting = Symbol('waiting');
type Tracked = FastifyRequest & { [admitted]?: number; [waiting]?: Waiter };

/** Whether the client has gone (closed its connection) before the request was answered. */
const gone = (request: FastifyRequest) => request.raw.destroyed || Boolean(request.raw.socket?.destroyed);

/**
 * Admission control (docs/api-performance.md, "Overload"): under more load than the API can serve
 * within its latency goal it answers at once with 503 and `Retry-After` instead of making every
 * caller wait. At most `maxInFlight` requests run; the others queue in arrival order, each for at
 * most `maxWaitMs`. A request that arrives when the queue's expected wait (its length times the
 * recent service time, over the requests served at once) is already over `maxWaitMs` is refused
 * without queueing, and so is one whose wait runs out; and while the event loop lags more than
 * `maxLagMs` (measured every 50 ms, three samples running), every new request is refused: a refusal costs a fraction of
 * a millisecond, so the backlog drains and the lag falls. A refusal closes its connection: a client
 * that sends again at once, ignoring `Retry-After`, has to connect again, and new connections are
 * accepted one per loop iteration, so such clients cannot keep the loop busy with refusals (at 500
 * connections on the embedded database, 99.5 % were refused with keep-alive, 59-84 % without). The
 * admin's client retries reads after `Retry-After` (shared-api's HTTP client) and says "busy,
 * retrying" meanwhile.
 */
export function installAdmission(app: FastifyInstance, options: AdmissionOptions) {
  const queue: Waiter[] = [];
  let inFlight = 0;
  let refused = 0;
  // Recent service time of an admitted request, ms (exponentially weighted).
  let serviceMs = 5;

  const busy = (waitMs: number) => {
    refused += 1;
    const seconds = String(Math.max(1, Math.ceil(waitMs / 1000)));
    return new HttpError(503, 'Server busy', 'The server is busy right now. Try again in a moment.', undefined, {
      'retry-after': seconds,
      connection: 'close',
    });
  };
  const expectedWaitMs = () => ((queue.length + 1) * serviceMs) / options.maxInFlight;

  // The loop's lag: how late a 50 ms timer fires, the least of the last three samples, so that a
  // single stall (a collection, one slow statement) refuses nothing and a backlog does.
  const SAMPLE_MS = 50;
  const samples = [0, 0, 0];
  let lagMs = 0;
  let last = performance.now();
  const sampler = setInterval(() => {
    const now = performance.now();
    samples.shift();
    samples.push(Math.max(0, now - last - SAMPLE_MS));
    lagMs = Math.min(...samples);
    last = now;
  }, SAMPLE_MS);
  sampler.unref();
  app.addHook('onClose', async () => clearInterval(sampler));

  const release = (request: Tracked) => {
    const started = request[admitted];
    if (started === undefined) return;
    request[admitted] = undefined;
    serviceMs = serviceMs * 0.9 + (performance.now() - started) * 0.1;
    handOn();
  };

  /** Passes a freed slot to the first waiting request (or frees it). */
  const handOn = () => {
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    } else inFlight -= 1;
  };

  /** A waiting request whose client left: out of the queue, so no slot is ever given to it. */
  const leave = (request: Tracked) => {
    const waiter = request[waiting];
    if (!waiter) return false;
    request[waiting] = undefined;
    clearTimeout(waiter.timer);
    const at = queue.indexOf(waiter);
    if (at >= 0) queue.splice(at, 1);
    return true;
  };

  /**
   * Takes a slot for `request`. Its response's 'close' gives it back whatever happens: answered,
   * or cut by a client that left mid-answer (then neither onResponse nor onRequestAbort runs, and
   * the slot was lost: eight such and the API refused everything).
   */
  const admit = (request: Tracked, reply: FastifyReply) => {
    request[admitted] = performance.now();
    reply.raw.once('close', () => release(request));
  };

  app.addHook('onRequest', async (request: Tracked, reply: FastifyReply) => {
    if (request.method === 'OPTIONS' || options.exempt.has(request.routeOptions.url ?? '')) return;
    if (lagMs > options.maxLagMs) throw busy(lagMs);
    if (inFlight < options.maxInFlight) {
      inFlight += 1;
      admit(request, reply);
      return;
    }
    const wait = expectedWaitMs();
    if (wait > options.maxWaitMs) throw busy(wait);
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        // The slot passes from the request that ended to this one: inFlight stays as it is.
        admit: () => {
          request[waiting] = undefined;
          // A client that left while it waited gets no slot (nothing would ever give it back):
          // the next one does.
          if (gone(request)) return handOn();
          admit(request, reply);
          resolve();
        },
        timer: setTimeout(() => {
          leave(request);
          reject(busy(options.maxWaitMs));
        }, options.maxWaitMs),
      };
      request[waiting] = waiter;
      queue.push(waiter);
    });
  });
  app.addHook('onResponse', async (request: Tracked) => release(request));
  // A request whose client left: out of the queue if it waits, its slot back if it runs.
  app.addHook('onRequestAbort', async (request: Tracked) => {
    if (!leave(request)) release(request);
  });

  return {
    /** Requests running, waiting, and refused since the start (for metrics and tests). */
    stats: () => ({ inFlight, queued: queue.length, refused, lagMs: Math.round(lagMs) }),
  };
}
