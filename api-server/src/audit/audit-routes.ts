import type { FastifyInstance } from 'fastify';
import { calls } from '../contract';
import type { Queryable } from '../db/db';
import { registerCall } from '../http/register-call';
import { createAuditEventRepository } from './audit-event-repository';

/** The audit trail's one call: read it (ADMIN only). Nothing updates or deletes events. */
export function registerAuditRoutes(api: FastifyInstance, db: Queryable): void {
  const events = createAuditEventRepository(db);
  registerCall(api, calls.listAuditEvents, async ({ query }) => events.list(query));
}
