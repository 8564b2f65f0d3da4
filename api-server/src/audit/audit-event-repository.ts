import type { z } from 'zod';
import { type AuditEvent, type auditEventListQuerySchema, auditMessages, MAX_UNPAGINATED_AUDIT_EVENTS, type Page } from '../contract';
import type { Queryable } from '../db/db';
import { fieldError } from '../http/http-error';
import { paginate } from '../lists/pagination';
import { SqlWhere } from '../lists/sql-where';
import type { Changes } from './audit-changes';
import { type AuditCountMemo, createAuditCountMemo } from './audit-count-memo';

export interface NewAuditEvent {
  occurredAt: string;
  actorId: number | null;
  actorEmail?: string | null;
  ip: string | null;
  method: string;
  route: string;
  operation: string;
  action: string;
  entityType: string;
  entityId: string | null;
  changes: Changes;
  /** The record's version after the write (migration 090), when it has one. */
  entityVersion?: number | null;
}

/** Appends one event (the table takes nothing else: no update, no delete). */
export async function insertAuditEvent(db: Queryable, e: NewAuditEvent): Promise<void> {
  await db.query(
    `insert into audit_events (occurred_at, actor_id, actor_email, ip, method, route, operation, action, entity_type, entity_id, changes, entity_version)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      e.occurredAt,
      e.actorId,
      e.actorEmail ?? null,
      e.ip,
      e.method,
      e.route,
      e.operation,
      e.action,
      e.entityType,
      e.entityId,
      JSON.stringify(e.changes),
      e.entityVersion ?? null,
    ],
  );
}

type Row = Omit<AuditEvent, 'occurred_at' | 'actor'> & {
  occurred_at: Date | string;
  actor_name: string | null;
  actor_user_email: string | null;
  actor_type: string | null;
};

const toEvent = ({ actor_name, actor_user_email, actor_type, ...row }: Row): AuditEvent => ({
  ...row,
  id: Number(row.id),
  occurred_at: new Date(row.occurred_at).toISOString(),
  actor: row.actor_id !== null && actor_name !== null ? { id: row.actor_id, name: actor_name, email: actor_user_email ?? '', type: actor_type ?? '' } : null,
});

/** The audit trail, newest first, with its filters (GET /audit-events). */
export function createAuditEventRepository(db: Queryable, totals: AuditCountMemo = createAuditCountMemo()) {
  return {
    async list(query: z.output<typeof auditEventListQuerySchema>): Promise<Page<AuditEvent>> {
      const where = new SqlWhere();
      if (query.actor_id !== undefined) where.and('e.actor_id = ?', query.actor_id);
      if (query.entity_type) where.and('e.entity_type = ?', query.entity_type);
      // A multi-file upload names several ids ("11,12"): any one of them finds it.
      if (query.entity_id) where.and("(e.entity_id = ? or string_to_array(e.entity_id, ',') @> array[?]::text[])", query.entity_id, query.entity_id);
      if (query.action) where.and('e.action = ?', query.action);
      if (query.from) where.and('e.occurred_at >= ?', query.from);
      if (query.to) where.and('e.occurred_at < ?', query.to);

      const params: unknown[] = [...where.params];
      // Unpaginated lists stop one row past the cap, so an oversized one costs no more than that.
      params.push(query.unpaginated ? MAX_UNPAGINATED_AUDIT_EVENTS + 1 : query.size, query.unpaginated ? 0 : (query.page - 1) * query.size);
      const rows = await db.query<Row>(
        `select e.id, e.occurred_at, e.actor_id, e.actor_email, e.ip, e.method, e.route, e.operation, e.action, e.entity_type, e.entity_id, e.changes,
                u.name as actor_name, u.email as actor_user_email, u.type as actor_type
         from audit_events e left join users u on u.id = e.actor_id
         ${where.sql}
         order by e.occurred_at desc, e.id desc
         limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      if (query.unpaginated && rows.length > MAX_UNPAGINATED_AUDIT_EVENTS) {
        throw fieldError(400, 'Validation failed', 'unpaginated', auditMessages.tooManyToList, 'too_big');
      }
      // Counting the whole trail was most of a page's cost: the memo counts only what is new.
      const total = await totals.total(db, where);
      return paginate(rows.map(toEvent), total, query);
    },
  };
}
