import { z } from 'zod';
import { defineCall } from './define';
import { pageSchema, paginatedQuerySchema, positiveId, sortQuery } from './pagination';

/**
 * The audit trail: one event per successful write (and per refused sign-in), appended by the
 * server in the write's own transaction and never changed afterwards. Read-only for admins.
 */

/** What a write did. Sign-in events also record refused attempts (`sign-in-refused`). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'submit',
  'assign',
  'unassign',
  'close',
  'upload',
  'attach',
  'sign-in',
  'sign-in-refused',
  'sign-out',
  'export',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** The kinds of record a write can touch (`session` for sign-in and sign-out). */
export const AUDIT_ENTITY_TYPES = [
  'session',
  'user',
  'atoll',
  'island',
  'business_location',
  'job_category',
  'job_subcategory',
  'document',
  'delivery_slot',
  'package_config',
  'delivery_distance_addon',
  'ticket_category',
  'ticket_subcategory',
  'ticket',
  'ticket_chat_message',
  'individual_onboarding',
  'business_onboarding',
  'service_provider_application',
  'job',
  'review',
  'chat',
  'chat_message',
  'negotiation',
  'negotiation_job_offer',
  'job_alert',
  'public_profile',
  'list',
  'saved_view',
] as const;
export const auditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES);
export type AuditEntityType = z.infer<typeof auditEntityTypeSchema>;

/** One changed field: its value before and after the write (null before a create, after a delete). */
export const auditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const auditEventSchema = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  /** Who did it; null for a refused sign-in. */
  actor_id: z.number().int().nullable(),
  /** The actor as they are now; null when there is none or the account was deleted since. */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string(), type: z.string() }).nullable(),
  /** Sign-in events only: the e-mail that was given (the only trace of a refused attempt). */
  actor_email: z.string().nullable(),
  /** The client address as the API saw it (X-Forwarded-For only with TRUST_PROXY). */
  ip: z.string().nullable(),
  method: z.string(),
  /** The route pattern, e.g. `/api/v1/atoll/update/:atoll_id`. */
  route: z.string(),
  /** The contract operation, e.g. `updateAtoll`. */
  operation: z.string(),
  action: auditActionSchema,
  entity_type: auditEntityTypeSchema,
  /** The record's id; several comma-separated when one call created several (a multi-file upload). */
  entity_id: z.string().nullable(),
  /**
   * Field -> `{ before, after }` for every field the write changed. Passwords, password hashes,
   * tokens and secrets appear as `[redacted]` (so a password change still shows). A call that
   * created several records has one entry per record id.
   */
  changes: z.record(z.string(), auditChangeSchema),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const instant = z.iso.datetime({ offset: true, message: 'Enter a date and time (ISO 8601)' });

/** Newest first; every filter optional. `from` is inclusive, `to` exclusive. */
/** Sortable columns of the activity list (`sort`). */
export const auditEventSorts = ['occurred_at', 'action', 'entity_type'] as const;

/** The activity list's query before its check of `from` and `to` (the export builds on it). */
export const auditEventListQueryObject = paginatedQuerySchema.extend({
  ...sortQuery(auditEventSorts).shape,
  actor_id: positiveId.optional(),
  entity_type: auditEntityTypeSchema.optional(),
  entity_id: z.string().trim().min(1).max(100).optional(),
  action: auditActionSchema.optional(),
  from: instant.optional(),
  to: instant.optional(),
});

/** `to` may not be before `from`. */
export function checkAuditEventRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (q.from && q.to && Date.parse(q.to) < Date.parse(q.from)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end must not be before the start' });
  }
}

export const auditEventListQuerySchema = auditEventListQueryObject.superRefine(checkAuditEventRange);
export type AuditEventListQuery = z.input<typeof auditEventListQuerySchema>;

export const auditMessages = {
  tooManyToList: 'Too many events to list at once: narrow the filters or use pages',
} as const;

/** `unpaginated=true` answers at most this many events. */
export const MAX_UNPAGINATED_AUDIT_EVENTS = 500;

export const auditCalls = {
  listAuditEvents: defineCall({
    method: 'GET',
    path: '/audit-events',
    summary: 'The audit trail, newest first: filter by actor, entity type and id, action and time range (append-only; there is no call to change it)',
    roles: ['ADMIN'],
    query: auditEventListQuerySchema,
    response: pageSchema(auditEventSchema),
  }),
};
