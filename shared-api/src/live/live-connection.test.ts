import { createLiveHub, type LiveMessage } from './live-hub';
import { startLiveConnection, TAKEOVER_MS } from './live-connection';

const change = (seq: number, type = 'ticket', id = '7') =>
  `event: change\nid: ${seq}\ndata: ${JSON.stringify({ seq, type, id, action: 'update', actor_id: 1, version: 2, at: '2026-11-28T10:00:00Z' })}\n\n`;

/** A stream answer that sends `chunks` and then ends (or stays open when `open`). */
function streamAnswer(chunks: string[], open = false): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!open) controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

function collect(hub: ReturnType<typeof createLiveHub>) {
  const messages: LiveMessage[] = [];
  hub.subscribe({ callback: (m) => messages.push(m) });
  return messages;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('startLiveConnection', () => {
  it('publishes changes, presence and resets, drops a replayed seq and resumes from the last one', async () => {
    const hub = createLiveHub();
    const messages = collect(hub);
    const asked: Array<string | undefined> = [];
    const answers = [
      () => streamAnswer([': heartbeat\n\n', change(5), change(6)]),
      // The resume overlaps: 6 again, then 7, a presence and a reset (its seq is the next resume point).
      () => streamAnswer([change(6), change(7), `event: presence\ndata: {"type":"ticket","id":"7","viewers":[]}\n\n`, 'event: reset\ndata: {"seq":50}\n\n']),
      () => streamAnswer([change(51)], true),
    ];
    const stop = startLiveConnection({
      hub,
      locks: null,
      channel: null,
      backoff: { initialMs: 1, maxMs: 1 },
      open: async (lastEventId) => {
        asked.push(lastEventId);
        return (answers.shift() ?? (() => streamAnswer([], true)))();
      },
    });
    await until(() => messages.length === 6);
    stop();
    expect(asked).toEqual([undefined, '6', '50']);
    expect(messages.map((m) => (m.kind === 'change' ? m.event.seq : m.kind))).toEqual([5, 6, 7, 'presence', 'reset', 51]);
  });

  it('is down while the stream fails, live once it answers, and off when stopped', async () => {
    const hub = createLiveHub();
    const seen: string[] = [];
    hub.onStatus(() => seen.push(hub.getStatus()));
    let calls = 0;
    const stop = startLiveConnection({
      hub,
      locks: null,
      channel: null,
      backoff: { initialMs: 1, maxMs: 1 },
      open: async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        if (calls === 2) return new Response('no', { status: 503 });
        return streamAnswer([], true);
      },
    });
    await until(() => hub.getStatus() === 'live');
    stop();
    expect(seen).toEqual(['connecting', 'down', 'live', 'off']);
  });

  it('hands what the owner tab hears to a tab that waits for the lock', async () => {
    // One channel pair, as two tabs of a browser would have; the second tab never gets the lock.
    const listeners: Array<Array<(event: MessageEvent) => void>> = [[], []];
    const channel = (me: number) => ({
      postMessage: (data: unknown) => {
        for (const l of listeners[1 - me]) l({ data } as MessageEvent);
      },
      addEventListener: (_: 'message', l: (event: MessageEvent) => void) => void listeners[me].push(l),
      close: () => undefined,
    });
    let holder: string | undefined;
    const locks = (tab: string) => ({
      request: (_name: string, o: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<void>) => {
        if (holder) return o.ifAvailable ? callback(null) : new Promise<void>(() => undefined);
        holder = tab;
        return callback({ name: _name });
      },
    });
    const owner = createLiveHub();
    const follower = createLiveHub();
    const heard = collect(follower);
    const open = jest.fn(async () => streamAnswer([change(9)], true));
    const stops = [
      startLiveConnection({ hub: owner, locks: locks('a'), channel: channel(0), open }),
      startLiveConnection({ hub: follower, locks: locks('b'), channel: channel(1), open }),
    ];
    await until(() => heard.length === 1 && follower.getStatus() === 'live');
    for (const stop of stops) stop();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a tab that takes the stream over from a tab that went away connects TAKEOVER_MS later, not at once', async () => {
    // Web Locks as one origin has them: one holder, the others queue; `ifAvailable` never queues.
    jest.useFakeTimers();
    try {
      let held = false;
      const queue: Array<() => void> = [];
      const grant = (callback: (lock: unknown) => Promise<void>) => {
        held = true;
        return callback({}).finally(() => {
          held = false;
          queue.shift()?.();
        });
      };
      const locks = {
        request: (_name: string, o: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<void>) => {
          if (!held) return grant(callback);
          if (o.ifAvailable) return callback(null);
          return new Promise<void>((resolve) => queue.push(() => void grant(callback).then(resolve)));
        },
      };
      const opened: string[] = [];
      // A stream that stays open until its page stops it (the fetch's signal).
      const open = (tab: string) => async (_lastEventId: string | undefined, signal: AbortSignal) => {
        opened.push(tab);
        const body = new ReadableStream<Uint8Array>({ start: (controller) => signal.addEventListener('abort', () => controller.close()) });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      };
      const stopA = startLiveConnection({ hub: createLiveHub(), locks, channel: null, open: open('a') });
      const stopB = startLiveConnection({ hub: createLiveHub(), locks, channel: null, open: open('b') });
      await jest.advanceTimersByTimeAsync(0);
      expect(opened).toEqual(['a']);
      stopA(); // the owner's page goes away: its lock passes to b
      await jest.advanceTimersByTimeAsync(TAKEOVER_MS - 1);
      expect(opened).toEqual(['a']);
      await jest.advanceTimersByTimeAsync(1);
      expect(opened).toEqual(['a', 'b']);
      stopB();
    } finally {
      jest.useRealTimers();
    }
  });
});
