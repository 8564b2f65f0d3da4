import type { AuditAction, AuditEntityType, ChangeEvent } from '../contract';
import { type Queryable, timestampParam } from '../db/db';

/** A change event with who it concerns besides the admins (never sent: the stream filters by it). */
export interface RoutedChange {
  event: ChangeEvent;
  /** The customers and providers whose own records it is about (db function live_event_audience). */
  audience: readonly number[];
}

/** The `mv_changes` payload (migration 091), or `{ seq }` alone when the full one was too long. */
export interface ChangePayload {
  seq: number;
  type?: AuditEntityType | 'session';
  id?: string | null;
  action?: AuditAction;
  actor_id?: number | null;
  version?: number | null;
  at?: string;
  aud?: number[] | null;
}

interface Row {
  id: string | number;
  entity_type: AuditEntityType;
  entity_id: string | null;
  action: AuditAction;
  actor_id: number | null;
  entity_version: string | number | null;
  occurred_at: Date | string;
  aud: number[] | null;
}

const iso = (at: Date | string) => new Date(at).toISOString();

export const toRouted = (p: Required<ChangePayload>): RoutedChange => ({
  event: {
    seq: Number(p.seq),
    type: p.type as AuditEntityType,
    id: p.id,
    action: p.action,
    actor_id: p.actor_id,
    version: p.version === null ? null : Number(p.version),
    at: iso(p.at),
  },
  audience: p.aud ?? [],
});

const fromRow = (r: Row): RoutedChange =>
  toRouted({
    seq: Number(r.id),
    type: r.entity_type,
    id: r.entity_id,
    action: r.action,
    actor_id: r.actor_id,
    version: r.entity_version === null ? null : Number(r.entity_version),
    at: iso(r.occurred_at),
    aud: r.aud,
  });

const SELECT = `select id, entity_type, entity_id, action, actor_id, entity_version, occurred_at,
  live_event_audience(entity_type, entity_id) as aud from audit_events`;
/** Audit rows that are not screen data (the same as the trigger's, plus sign-outs). */
const SCREEN_ROWS = `action not in ('sign-in', 'sign-in-refused', 'sign-out')`;

export function createLiveEventRepository(db: Queryable) {
  return {
    /** The changes after `afterSeq`, oldest first, at most `limit`. */
    async after(afterSeq: number, limit: number): Promise<RoutedChange[]> {
      const rows = await db.query<Row>(`${SELECT} where id > $1 and ${SCREEN_ROWS} order by id limit $2`, [afterSeq, limit]);
      return rows.map(fromRow);
    },
    /** One change by its seq (a payload that carried only the seq). */
    async bySeq(seq: number): Promise<RoutedChange | undefined> {
      const [row] = await db.query<Row>(`${SELECT} where id = $1 and ${SCREEN_ROWS}`, [seq]);
      return row && fromRow(row);
    },
    /**
     * Whether a client that last saw `seq` can resume: that event (or the one before it) happened
     * after `since` (ms). False for a seq this database never gave (another database, a restore).
     */
    async canResumeFrom(seq: number, since: number): Promise<boolean> {
      const [row] = await db.query<{ recent: boolean; newest: string | number }>(
        `select (select occurred_at from audit_events where id <= $1 order by id desc limit 1) >= $2::timestamptz as recent,
           coalesce((select max(id) from audit_events), 0) as newest`,
        [seq, timestampParam(since)],
      );
      return Boolean(row?.recent) && Number(row?.newest) >= seq;
    },
    /** The newest audit event's id (0 when none): where a reset client resumes. */
    async newestSeq(): Promise<number> {
      const [row] = await db.query<{ newest: string | number | null }>('select max(id) as newest from audit_events');
      return Number(row?.newest ?? 0);
    },
  };
}
export type LiveEventRepository = ReturnType<typeof createLiveEventRepository>;
