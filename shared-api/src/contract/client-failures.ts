import * as z from 'zod/mini';
import { defineCall } from './define';

/**
 * Failure reports of the shell (issue 38, docs/deploying-a-module.md "Failure reports"): per
 * module and version, what failed in a user's browser, so a team compares a canary against the
 * live version before raising its share. zod/mini like auth.ts: the shell's reporter sends these
 * from any page. A report carries no free text (an error message can quote a record): the caller
 * is the only person it names.
 */

/**
 * What failed: `entry` (remoteEntry.js did not load), `module` (the entry loaded, its module or
 * kit check did not), `render` (a screen threw, caught by the module's boundary), `error` (an
 * unhandled error or rejection from the module's code).
 */
export const CLIENT_FAILURE_KINDS = ['entry', 'module', 'render', 'error'] as const;
/** Why this browser runs that version: the registry's `entry`, its `canary`, or the user's own preview. */
export const MODULE_CHANNELS = ['live', 'canary', 'preview'] as const;
export type ClientFailureKind = (typeof CLIENT_FAILURE_KINDS)[number];
export type ModuleChannel = (typeof MODULE_CHANNELS)[number];

/** At most this many reports per session and minute; more answer 429 and are not stored. */
export const CLIENT_FAILURES_PER_MINUTE = 30;

export const clientFailureBodySchema = z.strictObject({
  /** The federation name, e.g. `mf_jobs`. */
  module: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/), z.maxLength(64)),
  /** The version that failed (its build's, else the registry's), `unknown` when neither says. */
  version: z.string().check(z.minLength(1), z.maxLength(64)),
  channel: z.enum(MODULE_CHANNELS),
  kind: z.enum(CLIENT_FAILURE_KINDS),
});
export type ClientFailureBody = z.infer<typeof clientFailureBodySchema>;

const count = () => z.int().check(z.minimum(0));

/** Failures of one module version on one channel: in the last hour and the last 24 hours. */
export const clientFailureSummaryRowSchema = z.object({
  module: z.string(),
  version: z.string(),
  channel: z.enum(MODULE_CHANNELS),
  last_hour: count(),
  last_day: count(),
  /** The same day's count per kind. */
  by_kind: z.object({ entry: count(), module: count(), render: count(), error: count() }),
});
export type ClientFailureSummaryRow = z.infer<typeof clientFailureSummaryRowSchema>;

export const clientFailureCalls = {
  reportClientFailure: defineCall({
    method: 'POST',
    path: '/client-failures',
    summary: `Report a module failure in this browser (module, version, channel, kind); at most ${CLIENT_FAILURES_PER_MINUTE} per session and minute (429)`,
    // Only admins run the shell: a customer's token cannot fill the table.
    roles: ['ADMIN'],
    body: clientFailureBodySchema,
    response: z.null(),
  }),
  clientFailureSummary: defineCall({
    method: 'GET',
    path: '/client-failures/summary',
    summary: 'Reported module failures of the last 24 hours per module, version and channel (last hour, last day, per kind), most in the last day first',
    roles: ['ADMIN'],
    response: z.array(clientFailureSummaryRowSchema),
  }),
};
