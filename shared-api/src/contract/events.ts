import { z } from 'zod';
import { auditActionSchema, auditEntityTypeSchema } from './audit';
import { defineCall } from './define';

/**
 * Live events (GET /api/v1/events, docs/live-events.md): the shapes the server streams as
 * server-sent events and every screen subscribes to, agreed with the record versions
 * (docs/api-contract.md, "Versions and If-Match").
 *
 * A change event is published for every committed write the audit trail records (one audit event,
 * one change event, after commit only): it names the record, never its contents, so a browser
 * refetches what it is allowed to read. `seq` is the audit event's id: it is the SSE `id:`, what a
 * client sends back as `Last-Event-ID` to resume.
 */
export const changeEventSchema = z.object({
  /** The audit event's id: increasing, the stream's resume point. */
  seq: z.number().int(),
  /** The kind of record, as the audit trail names it (`ticket`, `job`, `atoll`...). */
  type: auditEntityTypeSchema,
  /** The record's id (several comma-separated when one call created several); null when none. */
  id: z.string().nullable(),
  action: auditActionSchema,
  /** Who wrote it (the user id); null for a write without a signed-in caller (a signup). */
  actor_id: z.number().int().nullable(),
  /** The record's version after the write (the `version` field and ETag of its reads); null when it has none. */
  version: z.number().int().nullable(),
  /** When the write happened (ISO 8601). */
  at: z.string(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

/** What a viewer of a record is doing; `left` ends their presence at once. */
export const PRESENCE_STATES = ['viewing', 'typing', 'left'] as const;
export const presenceStateSchema = z.enum(PRESENCE_STATES);
export type PresenceState = z.infer<typeof presenceStateSchema>;

/** The records whose drawers show who else has them open. */
export const PRESENCE_TYPES = ['ticket', 'job', 'service_provider_application', 'individual_onboarding', 'business_onboarding'] as const;
export const presenceTypeSchema = z.enum(PRESENCE_TYPES);

/** The staff who have one record open now (sent whenever that set or a state in it changes). */
export const presenceEventSchema = z.object({
  type: presenceTypeSchema,
  id: z.string(),
  viewers: z.array(z.object({ user_id: z.number().int(), name: z.string(), state: presenceStateSchema.exclude(['left']) })),
});
export type PresenceEvent = z.infer<typeof presenceEventSchema>;

/**
 * The stream's SSE event names. `change` carries a ChangeEvent (with `id: <seq>`); `presence` a
 * PresenceEvent; `reset` tells the client its gap is older than the replay window, so it refetches
 * everything; `bye` is sent before the server ends a stream it will not keep (shutdown, sign-out,
 * a client that cannot keep up), with `retry:` as the reconnect hint. Heartbeats are SSE comments.
 */
export const LIVE_EVENT_NAMES = ['change', 'presence', 'reset', 'bye'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/** The data of a `reset` event: the newest change's seq, the stream's new resume point. */
export const resetEventSchema = z.object({ seq: z.number().int() });
export type ResetEvent = z.infer<typeof resetEventSchema>;

/**
 * Why the server ended a stream (`bye`): after `shutdown` the client reconnects after `retry:`;
 * after `signed-out` it does not. A client that cannot keep up is dropped without one.
 */
export const BYE_REASONS = ['shutdown', 'signed-out'] as const;
export const byeEventSchema = z.object({ reason: z.enum(BYE_REASONS) });
export type ByeEvent = z.infer<typeof byeEventSchema>;

/** What a staff member reports about a record they have open (renewed every ~10 s while open). */
export const presenceUpdateSchema = z
  .object({
    type: presenceTypeSchema,
    id: z
      .string()
      .max(20)
      .regex(/^[0-9]+$/, 'Enter a record id.'),
    state: presenceStateSchema,
  })
  .strict();
export type PresenceUpdate = z.infer<typeof presenceUpdateSchema>;

/** Seconds after its last renewal that a viewer's presence is gone without a `left`. */
export const PRESENCE_TTL_SECONDS = 25;

export const eventCalls = {
  streamEvents: defineCall({
    method: 'GET',
    path: '/events',
    summary:
      'The live stream (text/event-stream, read with fetch: Authorization header, never a token in the URL): `change` events (SSE id = seq; admins get every screen change, customers and providers those about their own records), `presence` (admins), `reset`, `bye`, heartbeat comments. Resume with the Last-Event-ID header.',
    roles: 'authenticated',
    response: z.string().describe('text/event-stream'),
  }),
  updatePresence: defineCall({
    method: 'POST',
    path: '/presence',
    summary: 'Says the caller has a record open (viewing, typing) or closed it (left); answers who has it open now. Not audited.',
    roles: ['ADMIN'],
    body: presenceUpdateSchema,
    response: presenceEventSchema,
  }),
};
