import type { ServerResponse } from 'node:http';
import type { ByeEvent, ChangeEvent, PresenceEvent, ResetEvent, Role } from '../contract';

/** One SSE frame: `id:` when given, `event:`, and the data as one JSON line. */
export const frame = (event: string, data: unknown, id?: number): string =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The reconnect hint sent with `bye` and at the start (ms). */
export const RETRY_MS = 3_000;

/**
 * One open stream: a hijacked response written frame by frame. Writes are never awaited: when
 * more than `maxBufferedBytes` wait in the response (the client stopped reading), the stream is
 * dropped instead of buffering without bound, and its client reconnects with Last-Event-ID.
 */
export class EventStream {
  private ended = false;
  /** Seqs sent while the replay and live events overlap (cleared once live). */
  private replaySeqs: Set<number> | undefined = new Set();
  /** Live events that arrived while the replay was read (sent after it, deduplicated). */
  private pending: ChangeEvent[] = [];

  constructor(
    private readonly raw: ServerResponse,
    readonly userId: number,
    readonly role: Role,
    readonly familyId: string,
    private readonly maxBufferedBytes: number,
    private readonly onEnd: (stream: EventStream, reason: string) => void,
  ) {
    raw.on('close', () => this.finish('closed'));
  }

  get open(): boolean {
    return !this.ended;
  }

  private write(text: string): void {
    if (this.ended) return;
    this.raw.write(text);
    if (this.raw.writableLength > this.maxBufferedBytes) {
      // Nothing more can reach a client that does not read: no `bye`, the socket goes.
      this.finish('too-slow');
      this.raw.destroy();
    }
  }

  /** A live change: held back while the replay runs, sent once unless the replay had it. */
  change(event: ChangeEvent): void {
    if (this.pending && this.replaySeqs) {
      this.pending.push(event);
      return;
    }
    this.write(frame('change', event, event.seq));
  }

  /** Sends the replay, then the live events that came meanwhile, and goes live. */
  replay(events: readonly ChangeEvent[]): void {
    const seen = this.replaySeqs ?? new Set<number>();
    for (const event of events) {
      seen.add(event.seq);
      this.write(frame('change', event, event.seq));
    }
    const pending = this.pending;
    this.replaySeqs = undefined;
    this.pending = [];
    for (const event of pending) if (!seen.has(event.seq)) this.write(frame('change', event, event.seq));
  }

  reset(data: ResetEvent): void {
    this.write(frame('reset', data, data.seq));
  }

  presence(event: PresenceEvent): void {
    this.write(frame('presence', event));
  }

  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  /** Says why and ends the stream (shutdown, sign-out). */
  bye(reason: ByeEvent['reason']): void {
    if (this.ended) return;
    this.raw.write(`retry: ${RETRY_MS}\n${frame('bye', { reason } satisfies ByeEvent)}`);
    this.finish(reason);
    this.raw.end();
  }

  private finish(reason: string): void {
    if (this.ended) return;
    this.ended = true;
    this.pending = [];
    this.onEnd(this, reason);
  }
}
