import { z } from 'zod';
import { defineCall } from './define';
import { bodyId } from './columns';
import { pageSchema, paginatedQuerySchema } from './pagination';

/**
 * Job alerts of the signed-in service provider (spec §3 Notification, §7 Notifications).
 * Declared for the provider app; the admin back-office does not call them.
 */
export const jobAlertModeSchema = z.enum(['unread', 'read', 'all']);
export type JobAlertMode = z.infer<typeof jobAlertModeSchema>;

export const jobAlertSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  job: z.object({ id: z.number().int(), title: z.string(), job_description: z.string(), status: z.string() }).nullable(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

export const jobAlertListQuerySchema = paginatedQuerySchema.extend({
  mode: jobAlertModeSchema.default('unread'),
});

export const markJobAlertsReadBodySchema = z.object({ ids: z.array(bodyId()).min(1, 'Select at least one notification').max(500) }).strict();
export type MarkJobAlertsReadBody = z.infer<typeof markJobAlertsReadBodySchema>;

const provider = ['SERVICE_PROVIDER'] as const;

export const notificationCalls = {
  listJobAlerts: defineCall({
    method: 'GET',
    path: '/notification/service-provider/job-alerts',
    summary: "The caller's job alerts, newest first: unread (default), read or all",
    roles: provider,
    query: jobAlertListQuerySchema,
    response: pageSchema(jobAlertSchema),
  }),
  markJobAlertsRead: defineCall({
    method: 'POST',
    path: '/notification/service-provider/read',
    summary: "Mark the caller's job alerts read (ids of other users are ignored)",
    roles: provider,
    body: markJobAlertsReadBodySchema,
    response: z.object({ updated: z.number().int() }),
  }),
};
