import * as z from 'zod/mini';
import { defineCall } from './define';

/**
 * Health checks for load balancers and orchestrators (issue 36; docs/operations.md). Additions
 * beyond spec §7: public, cheap, never audited, never queued by admission control. zod/mini like
 * auth.ts, so the login page's contract chunk does not grow.
 */
export const healthSchema = z.object({ status: z.literal('ok') });

export const readinessSchema = z.object({
  status: z.literal('ready'),
  /** The newest migration applied, as `NNN_name`. */
  migration: z.string(),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const opsCalls = {
  health: defineCall({
    method: 'GET',
    path: '/health',
    summary: 'Liveness: the process answers (no database call)',
    roles: 'public',
    response: healthSchema,
  }),
  ready: defineCall({
    method: 'GET',
    path: '/ready',
    summary: 'Readiness: the database answers and every migration is applied (503 otherwise)',
    roles: 'public',
    response: readinessSchema,
  }),
};
