import { auditApi, auditEventListQuerySchema, type AuditEvent, type auditEventSorts } from '@mv-admin/shared-api/audit';
import { listFilter, listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import type { z } from 'zod';

const { shape } = auditEventListQuerySchema;

/** The Activity screen's URL state: `?actor_id=1&entity_type=atoll&action=update&from=...&to=...` (contract schemas: a bad value means "all"). */
export const activityFilters = listFilters({
  actor_id: listFilter.id(),
  entity_type: shape.entity_type,
  entity_id: shape.entity_id,
  action: shape.action,
  from: shape.from,
  to: shape.to,
});
export type ActivityFilters = z.output<typeof activityFilters>;

export const activityListKey = ['users-onboarding', 'activity'] as const;

/** A page of the audit trail, newest first (the list has no text search: the server offers none). */
export const fetchActivityPage = ({ search: _, ...query }: ServerTableQuery<ActivityFilters, typeof auditEventSorts>, signal: AbortSignal) =>
  auditApi.listAuditEvents({ query }, signal);

export type { AuditEvent };
