import type { ServerResponse } from 'node:http';
import type { RequestAuth } from '../auth/authenticator';
import type { Db } from '../db/db';
import type { ChangeEvent } from '../contract';
import { EventStream, RETRY_MS } from './event-stream';
import { type ChangePayload, createLiveEventRepository, type RoutedChange, toRouted } from './live-event-repository';
import { eventStreamsOpen } from '../ops/metrics';
import { createPresenceBoard, type PresenceReport } from './presence-board';

export const CHANGES_CHANNEL = 'mv_changes';
export const PRESENCE_CHANNEL = 'mv_presence';

export interface LiveOptions {
  /** Between two heartbeats; each also checks that every stream's session is still live. */
  heartbeatMs: number;
  /** How far back a Last-Event-ID resumes; older gets `reset`. */
  replayWindowMs: number;
  /** At most this many changes are replayed; more gets `reset`. */
  replayMaxEvents: number;
  /**
   * The replay starts this many seqs before Last-Event-ID: seqs are taken at insert, not commit,
   * so a write that committed late can have a lower seq than one the client already has.
   */
  replayOverlap: number;
  /** Bytes a stream may have waiting for its client before it is dropped. */
  maxBufferedBytes: number;
  /** A presence report lasts this long without a renewal. */
  presenceTtlMs: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  heartbeatMs: 15_000,
  replayWindowMs: 10 * 60_000,
  replayMaxEvents: 1_000,
  replayOverlap: 50,
  maxBufferedBytes: 256 * 1024,
  presenceTtlMs: 25_000,
};

/** How many seqs the hub remembers to send each change once (a catch-up overlaps the live ones). */
const RECENT_SEQS = 4_096;

/**
 * The live events of one API process: one LISTEN for changes and one for presence, fanned out to
 * this process's streams. Changes come from the audit trail's trigger (migration 091), so every
 * process on the database sees every committed write, in commit order.
 */
export function createLiveHub(db: Db, isSessionLive: (familyId: string) => Promise<boolean>, clock: () => number, options: Partial<LiveOptions> = {}) {
  const o = { ...DEFAULT_LIVE_OPTIONS, ...options };
  const events = createLiveEventRepository(db);
  const streams = new Set<EventStream>();
  const recent = new Set<number>();
  let newestSeq = 0;
  let stops: Array<() => Promise<void>> = [];
  let timers: NodeJS.Timeout[] = [];
  let closing = false;

  const presence = createPresenceBoard(o.presenceTtlMs, clock, (event) => {
    for (const stream of streams) if (stream.role === 'ADMIN') stream.presence(event);
  });

  const visibleTo = (stream: EventStream, change: RoutedChange) => stream.role === 'ADMIN' || change.audience.includes(stream.userId);

  function publish(change: RoutedChange): void {
    const { seq } = change.event;
    if (recent.has(seq)) return;
    recent.add(seq);
    if (recent.size > RECENT_SEQS) recent.delete(recent.values().next().value as number);
    newestSeq = Math.max(newestSeq, seq);
    for (const stream of streams) if (visibleTo(stream, change)) stream.change(change.event);
  }

  async function onChange(text: string): Promise<void> {
    const payload = JSON.parse(text) as ChangePayload;
    if (payload.type === 'session') {
      // A sign-out (migration 091): its streams end here, whichever process signed it out.
      if (payload.action === 'sign-out') for (const stream of streams) if (stream.familyId === payload.id) stream.bye('signed-out');
      return;
    }
    const change = payload.type ? toRouted(payload as Required<ChangePayload>) : await events.bySeq(payload.seq);
    if (change) publish(change);
  }

  /** After the LISTEN connection came back: what was published meanwhile, from the audit trail. */
  async function catchUp(): Promise<void> {
    for (const change of await events.after(Math.max(0, newestSeq - o.replayOverlap), o.replayMaxEvents)) publish(change);
  }

  function onPresence(text: string): void {
    presence.apply(JSON.parse(text) as PresenceReport);
  }

  async function beat(): Promise<void> {
    const families = new Map<string, boolean>();
    for (const stream of streams) {
      stream.heartbeat();
      if (!families.has(stream.familyId)) families.set(stream.familyId, await isSessionLive(stream.familyId).catch(() => true));
      if (families.get(stream.familyId) === false) stream.bye('signed-out');
    }
  }

  const report = (error: unknown) => console.error(`Live events: ${error instanceof Error ? error.message : String(error)}`);

  return {
    async start(): Promise<void> {
      stops = [
        await db.listen(
          CHANGES_CHANNEL,
          (text) => void onChange(text).catch(report),
          () => void catchUp().catch(report),
        ),
        await db.listen(PRESENCE_CHANNEL, (text) => {
          try {
            onPresence(text);
          } catch (error) {
            report(error);
          }
        }),
      ];
      newestSeq = await events.newestSeq();
      timers = [
        setInterval(() => void beat().catch(report), o.heartbeatMs).unref(),
        setInterval(() => presence.sweep(), Math.max(100, Math.floor(o.presenceTtlMs / 10))).unref(),
      ];
    },

    /**
     * Opens a stream on `raw` (a hijacked response whose headers are written): replays from
     * `lastEventId` within the window, or sends `reset` when that is too old.
     */
    async open(raw: ServerResponse, auth: RequestAuth, lastEventId: number | undefined): Promise<void> {
      if (closing) {
        raw.end(`retry: ${RETRY_MS}\nevent: bye\ndata: {"reason":"shutdown"}\n\n`);
        return;
      }
      const stream = new EventStream(raw, auth.userId, auth.type, auth.familyId, o.maxBufferedBytes, (s) => {
        if (streams.delete(s)) eventStreamsOpen.dec();
      });
      streams.add(stream);
      eventStreamsOpen.inc();
      raw.write(`retry: ${RETRY_MS}\n: live\n\n`);
      if (auth.type === 'ADMIN') for (const event of presence.all()) stream.presence(event);
      if (lastEventId === undefined) return stream.replay([]);
      if (!(await events.canResumeFrom(lastEventId, clock() - o.replayWindowMs))) {
        stream.replay([]);
        return stream.reset({ seq: await events.newestSeq() });
      }
      const from = Math.max(0, lastEventId - o.replayOverlap);
      const changes = await events.after(from, o.replayMaxEvents + o.replayOverlap + 1);
      if (changes.filter((c) => c.event.seq > lastEventId).length > o.replayMaxEvents) {
        stream.replay([]);
        return stream.reset({ seq: await events.newestSeq() });
      }
      stream.replay(changes.filter((c) => visibleTo(stream, c)).map((c): ChangeEvent => c.event));
    },

    /** A staff member's report: published to every process (this one included). */
    async reportPresence(report: PresenceReport) {
      await db.query('select pg_notify($1, $2)', [PRESENCE_CHANNEL, JSON.stringify(report)]);
      return presence.apply(report);
    },

    /** Streams open on this process now (the metrics' gauge). */
    openStreams: () => streams.size,

    /** Ends every stream with `bye` (before the server closes: an open stream would hold it). */
    endStreams(): void {
      closing = true;
      for (const stream of [...streams]) stream.bye('shutdown');
    },

    async stop(): Promise<void> {
      closing = true;
      for (const timer of timers) clearInterval(timer);
      const current = stops;
      stops = [];
      await Promise.all(current.map((stop) => stop().catch(report)));
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
