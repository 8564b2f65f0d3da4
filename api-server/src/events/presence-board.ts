import type { PresenceEvent, PresenceState, PresenceUpdate } from '../contract';

/** One staff member's report about one record, as every API process receives it (`mv_presence`). */
export interface PresenceReport extends PresenceUpdate {
  user_id: number;
  name: string;
}

interface Viewer {
  name: string;
  state: Exclude<PresenceState, 'left'>;
  expiresAt: number;
}

const keyOf = (type: string, id: string) => `${type}:${id}`;

/**
 * Who has which record open, in memory (presence is not audit data): a report holds for `ttlMs`
 * unless renewed; `left` ends it at once. `onChange` gets a record's viewers whenever that set or
 * a state in it changes (a report, or an expiry found by `sweep`).
 */
export function createPresenceBoard(ttlMs: number, clock: () => number, onChange: (event: PresenceEvent) => void) {
  const records = new Map<string, { type: PresenceEvent['type']; id: string; viewers: Map<number, Viewer> }>();

  const eventOf = (key: string): PresenceEvent => {
    const record = records.get(key);
    const [type, id] = key.split(':') as [PresenceEvent['type'], string];
    const viewers = [...(record?.viewers ?? new Map<number, Viewer>())].map(([user_id, v]) => ({ user_id, name: v.name, state: v.state }));
    return { type, id, viewers: viewers.sort((a, b) => a.user_id - b.user_id) };
  };

  return {
    /** Applies a report; returns the record's viewers after it. */
    apply(report: PresenceReport): PresenceEvent {
      const key = keyOf(report.type, report.id);
      let record = records.get(key);
      const before = record?.viewers.get(report.user_id);
      if (report.state === 'left') {
        if (record?.viewers.delete(report.user_id) && record.viewers.size === 0) records.delete(key);
      } else {
        if (!record) records.set(key, (record = { type: report.type, id: report.id, viewers: new Map() }));
        record.viewers.set(report.user_id, { name: report.name, state: report.state, expiresAt: clock() + ttlMs });
      }
      const event = eventOf(key);
      const after = record?.viewers.get(report.user_id);
      if (before?.state !== after?.state || before?.name !== after?.name) onChange(event);
      return event;
    },
    /** Drops the reports not renewed in time and says so. */
    sweep(): void {
      const now = clock();
      for (const [key, record] of records) {
        let changed = false;
        for (const [userId, viewer] of record.viewers) {
          if (viewer.expiresAt <= now) changed = record.viewers.delete(userId);
        }
        if (record.viewers.size === 0) records.delete(key);
        if (changed) onChange(eventOf(key));
      }
    },
    /** Every record someone has open now (sent to a stream when it opens). */
    all(): PresenceEvent[] {
      return [...records.keys()].map(eventOf);
    },
  };
}
export type PresenceBoard = ReturnType<typeof createPresenceBoard>;
