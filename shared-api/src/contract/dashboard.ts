import * as z from 'zod/mini';
import { defineCall } from './define';

/**
 * What the dashboard reads (issue 13), in zod/mini like auth.ts: the dashboard shows figures of
 * six modules, and loading six domain contracts (classic zod plus each domain's schemas, about
 * 40 KB gzip) to read a few numbers would not fit its page-weight budget.
 *
 * - Summary calls, one per domain where counting through the lists would take many calls. They
 *   are additions beyond spec §7 (docs/api-calls.md, "Dashboard summaries"), ADMIN only.
 * - Count views of spec §7 lists, where one `size=1` call per figure is enough: the same GET,
 *   read for `pagination.total_items` only. They are not new routes, so they are not in `calls`;
 *   dashboard.test.ts checks each one against the list call it views.
 */
const count = () => z.int().check(z.minimum(0));
/**
 * A field per key, every one required: an object rather than `z.record(z.enum(keys), value)`,
 * whose JSON Schema requires properties it never defines (Redocly's
 * no-required-schema-properties-undefined).
 */
const fieldPerKey = <K extends string, V extends z.ZodMiniType>(keys: readonly K[], value: V) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
/** Integer cents (spec §9). */
const cents = () => z.int();

/** Spec §4 job statuses (the same set as jobStatusSchema's, tested). */
export const DASHBOARD_JOB_STATUSES = [
  'draft',
  'posted',
  'vendor-notification',
  'vendor-accepted',
  'vendor-counter-offer',
  'counter-offer-accepted',
  'scheduled',
  'in-progress',
  'vendor-completed',
  'completed',
  'cancelled',
] as const;

export const jobsSummarySchema = z.object({
  /** Every status, zero included: the number of jobs in it now. */
  by_status: fieldPerKey(DASHBOARD_JOB_STATUSES, count()),
  total: count(),
  /** Jobs created in the last 7 days (to the second, at the server's clock) and no longer drafts. */
  posted_last_7_days: count(),
});
export type JobsSummary = z.infer<typeof jobsSummarySchema>;

/** The open ticket statuses (spec §4: submitted, in-progress; closed is not open). */
export const OPEN_TICKET_STATUSES = ['submitted', 'in-progress'] as const;
const openTicketCounts = z.object({
  total: count(),
  /** No admin holds it (the list's `assigned_to_user_id=unassigned`). */
  unassigned: count(),
  /** Held by the caller (the list's `assigned_to_user_id=<caller's id>`). */
  assigned_to_me: count(),
});
export const ticketsSummarySchema = z.object({ by_status: fieldPerKey(OPEN_TICKET_STATUSES, openTicketCounts) });
export type TicketsSummary = z.infer<typeof ticketsSummarySchema>;

export const billingSummarySchema = z.object({
  /** The newest period's sheet and what is still owed on it (billed minus paid), or null before the first sheet. */
  latest_sheet: z.nullable(z.object({ id: z.int(), batch_name: z.string(), outstanding_amount: cents() })),
  /** Outstanding items past their due date (the items list's `overdue=true`), over every sheet. */
  overdue: z.object({
    items: count(),
    /** Billed minus paid over those items. */
    amount: cents(),
    /** The sheets that hold them, newest period first. */
    sheets: z.array(z.object({ id: z.int(), batch_name: z.string(), items: count() })),
  }),
  /** When the current period closes; its sheet is produced right after (docs/billing.md). */
  next_sheet_at: z.string(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

const admin = ['ADMIN'] as const;

export const dashboardCalls = {
  jobsSummary: defineCall({
    method: 'GET',
    path: '/jobs/summary',
    summary: 'Dashboard: jobs per status and jobs posted in the last 7 days',
    roles: admin,
    response: jobsSummarySchema,
  }),
  ticketsSummary: defineCall({
    method: 'GET',
    path: '/tickets/summary',
    summary: 'Dashboard: open tickets per status, unassigned and assigned to the caller',
    roles: admin,
    response: ticketsSummarySchema,
  }),
  billingSummary: defineCall({
    method: 'GET',
    path: '/business-transfer-sheet/summary',
    summary: 'Dashboard: outstanding on the latest sheet, overdue items, the next sheet',
    roles: admin,
    response: billingSummarySchema,
  }),
};

/** A list answer read for its total only (the items are dropped unparsed). */
export const listTotalSchema = z.object({ pagination: z.object({ total_items: count() }) });

const active = z.optional(z.enum(['true', 'false']));
const countView = <Q extends z.ZodMiniType>(path: string, summary: string, query: Q) =>
  defineCall({ method: 'GET', path, summary, roles: admin, query, response: listTotalSchema });

/** Count views of spec §7 lists, with the filters the dashboard uses (the server validates the full query). */
export const listCountCalls = {
  applications: countView(
    '/service-provider-application',
    'Count of service provider applications',
    z.object({ status: z.optional(z.enum(['draft', 'submitted', 'approved', 'rejected'])) }),
  ),
  individualOnboarding: countView(
    '/service-provider/onboarding/individual/list',
    'Count of individual onboarding requests',
    z.object({ status: z.optional(z.enum(['pending', 'approved', 'rejected'])) }),
  ),
  businessOnboarding: countView(
    '/service-provider/onboarding/business/list',
    'Count of business onboarding requests',
    z.object({ status: z.optional(z.enum(['pending', 'approved', 'rejected'])) }),
  ),
  islands: countView('/islands', 'Count of islands', z.object({ active })),
  distanceAddons: countView('/delivery-distance-addons', 'Count of delivery distance add-ons', z.object({ is_active: active })),
};
