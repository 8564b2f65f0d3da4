import type { EventSourceMessage } from 'eventsource-parser';
import { isChangeEvent, isPresenceEvent, resetSeq } from './event-guards';
import { type LiveHub, type LiveMessage, type LiveStatus, liveHub } from './live-hub';
import { readEventStream } from './sse-reader';

/** Name of the Web Lock whose holder is the browser's one stream owner (the other tabs wait for it). */
export const LIVE_LOCK_NAME = 'mv-admin:live-stream';
/** The BroadcastChannel on which the owner hands events and its status to the other tabs. */
export const LIVE_CHANNEL_NAME = 'mv-admin:live';

/** What tabs say to each other on the channel. */
type TabMessage = { kind: 'message'; message: LiveMessage } | { kind: 'status'; status: LiveStatus } | { kind: 'hello' };

interface Locks {
  request(name: string, options: { signal?: AbortSignal; ifAvailable?: boolean }, callback: (lock: unknown) => Promise<void>): Promise<void>;
}
interface Channel {
  postMessage(message: TabMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<TabMessage>) => void): void;
  close(): void;
}

export interface LiveConnectionOptions {
  /** Opens the stream (GET /events with `Last-Event-ID` when given), through the client's session recovery. */
  open: (lastEventId: string | undefined, signal: AbortSignal) => Promise<Response>;
  /** False when there is no session to stream for (signed out): the owner waits instead of connecting. */
  signedIn?: () => boolean;
  hub?: LiveHub;
  /** The Web Locks manager; `navigator.locks` by default, null to own the stream without one. */
  locks?: Locks | null;
  /** The channel to the other tabs; a BroadcastChannel by default, null for none. */
  channel?: Channel | null;
  /** Reconnect delays: doubled from `initialMs` after each failure up to `maxMs`, with jitter. */
  backoff?: { initialMs: number; maxMs: number };
}

/**
 * How long a tab that takes the stream over from a tab that went away waits before it connects.
 * The owner's lock is released when its page reloads; the tab next in line may be reloading too
 * (both tabs reloaded together). Connecting at once, that tab's expired token started a refresh
 * whose answer its page never read: the server had rotated the session's refresh token, every
 * other tab's refresh was then refused as superseded, and the session ended (token-expiry.spec's
 * two tabs reloaded together, flaky under load). After this pause such a tab is gone, and a tab
 * that stays connects.
 */
export const TAKEOVER_MS = 1000;

/** How many delivered seqs a tab remembers to drop the replayed overlap after a resume. */
const SEEN_LIMIT = 2000;

const defaultLocks = (): Locks | undefined =>
  typeof navigator !== 'undefined' && typeof navigator.locks?.request === 'function' ? (navigator.locks as unknown as Locks) : undefined;
const defaultChannel = (): Channel | undefined =>
  typeof BroadcastChannel === 'undefined' ? undefined : (new BroadcastChannel(LIVE_CHANNEL_NAME) as unknown as Channel);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/**
 * Starts the browser's one live stream (docs/live-events.md). Every tab calls it; the tab that
 * holds the Web Lock reads the stream and republishes each event and its status on a
 * BroadcastChannel, the others wait for the lock and publish what they hear into their own hub.
 * When the owner tab closes its lock is released and a waiting tab takes over, resuming from the
 * last seq any tab saw (`Last-Event-ID`). The server replays with a little overlap, so events are
 * deduplicated by seq. A broken stream sets the status `down` and reconnects with exponential
 * backoff (or the server's `retry:` after a `bye`). Returns the stop function (sign-out, unmount).
 */
export function startLiveConnection(options: LiveConnectionOptions): () => void {
  const hub = options.hub ?? liveHub;
  const locks = options.locks === null ? undefined : (options.locks ?? defaultLocks());
  const channel = options.channel === null ? undefined : (options.channel ?? defaultChannel());
  const { initialMs, maxMs } = options.backoff ?? { initialMs: 1000, maxMs: 30_000 };
  const stop = new AbortController();
  const seen = new Set<number>();
  let lastSeq: number | undefined;
  let leading = false;

  /** True for a change this tab has not delivered yet; remembers it. */
  function firstSight(message: LiveMessage): boolean {
    if (message.kind !== 'change') return true;
    const { seq } = message.event;
    if (seen.has(seq)) return false;
    seen.add(seq);
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as number);
    lastSeq = lastSeq === undefined ? seq : Math.max(lastSeq, seq);
    return true;
  }

  function deliver(message: LiveMessage) {
    if (!firstSight(message)) return;
    hub.publish(message);
    channel?.postMessage({ kind: 'message', message });
  }

  function setStatus(status: LiveStatus) {
    hub.setStatus(status);
    channel?.postMessage({ kind: 'status', status });
  }

  function onServerEvent(event: EventSourceMessage) {
    let data: unknown;
    try {
      data = event.data ? JSON.parse(event.data) : undefined;
    } catch {
      return;
    }
    if (event.event === 'change') {
      if (isChangeEvent(data)) deliver({ kind: 'change', event: data });
    } else if (event.event === 'presence') {
      if (isPresenceEvent(data)) deliver({ kind: 'presence', event: data });
    } else if (event.event === 'reset') {
      // The gap was older than the replay window: resume from the server's newest change from now on.
      lastSeq = resetSeq(data) ?? lastSeq;
      deliver({ kind: 'reset' });
    }
  }

  async function lead(): Promise<void> {
    leading = true;
    const signal = stop.signal;
    let failures = 0;
    while (!signal.aborted) {
      let retryHint: number | undefined;
      if (options.signedIn?.() === false) {
        setStatus('off');
      } else {
        if (hub.getStatus() !== 'down') setStatus('connecting');
        try {
          const response = await options.open(lastSeq === undefined ? undefined : String(lastSeq), signal);
          if (!response.ok || !response.body) throw new Error(`The event stream answered ${response.status}`);
          setStatus('live');
          failures = 0;
          await readEventStream(response.body, {
            onEvent: (event) => (event.event === 'bye' ? (retryHint = retryHint ?? initialMs) : onServerEvent(event)),
            onRetry: (ms) => {
              retryHint = ms;
            },
          });
        } catch {
          // A refused or broken stream: reported by the status, retried below.
        }
        if (signal.aborted) break;
        setStatus('down');
      }
      const backoff = Math.min(maxMs, initialMs * 2 ** failures) * (0.75 + Math.random() / 2);
      failures += 1;
      await sleep(retryHint ?? backoff, signal);
    }
    leading = false;
  }

  channel?.addEventListener('message', ({ data }) => {
    if (data.kind === 'message' && firstSight(data.message)) hub.publish(data.message);
    else if (data.kind === 'status' && !leading) hub.setStatus(data.status);
    else if (data.kind === 'hello' && leading) channel.postMessage({ kind: 'status', status: hub.getStatus() });
  });

  hub.setStatus('connecting');
  if (locks) {
    // The first tab owns the stream at once. Another waits while that tab owns it; its closing
    // hands the lock (and the stream) here, after TAKEOVER_MS.
    const takeOver = () => sleep(TAKEOVER_MS, stop.signal).then(() => (stop.signal.aborted ? undefined : lead()));
    locks
      .request(LIVE_LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? lead() : locks.request(LIVE_LOCK_NAME, { signal: stop.signal }, takeOver)))
      .catch(() => undefined);
    channel?.postMessage({ kind: 'hello' });
  } else {
    void lead();
  }

  return () => {
    stop.abort();
    channel?.close();
    hub.setStatus('off');
  };
}
