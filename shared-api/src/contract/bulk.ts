import { z } from 'zod';
import { jobCategoryListQuerySchema, jobSubcategoryListQuerySchema } from './catalog';
import { bodyId } from './columns';
import { defineCall } from './define';
import { withoutPage } from './pagination';
import { deliveryDistanceAddonListQuerySchema, deliverySlotListQuerySchema, packageConfigListQuerySchema } from './delivery';
import { islandListQuerySchema } from './locations';
import { ticketCategoryListQuerySchema, ticketListQuerySchema, ticketSubcategoryListQuerySchema } from './tickets';

/** Bulk actions on a list's selection (issue 35, shape 4). */
export const BULK_MAX = 1000;

export const bulkMessages = {
  idsOrMatch: 'Send either ids or match',
  tooMany: `Select at most ${BULK_MAX.toLocaleString('en-US')} records`,
  tooManyMatching: (n: number) =>
    `${n.toLocaleString('en-US')} records match; a bulk action takes at most ${BULK_MAX.toLocaleString('en-US')}. Narrow the filters.`,
} as const;

/** A list query without its page: what "all matching" means. */
// Typed loosely: a client sends the filters it has in its URL state; the list's own schema checks them.
const matchOf = <S extends z.ZodObject>(query: S) => withoutPage(query) as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * The body of a bulk call: `ids` (1..1,000) or `match` (the list's filters and search), the
 * versions the user saw (`versions[id]` is sent as that record's If-Match) and the action's fields.
 */
const bulkBody = <S extends z.ZodObject, F extends z.ZodRawShape>(listQuery: S, fields: F) =>
  z
    .object({
      ids: z.array(bodyId()).min(1).max(BULK_MAX, bulkMessages.tooMany).optional(),
      match: matchOf(listQuery).optional(),
      versions: z.record(z.string().regex(/^\d+$/), z.number().int()).optional(),
      ...fields,
    })
    .strict()
    .refine((b: { ids?: unknown; match?: unknown }) => (b.ids === undefined) !== (b.match === undefined), { message: bulkMessages.idsOrMatch, path: ['ids'] });

export const bulkResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  status: z.number().int(),
  message: z.string().optional(),
  code: z.string().optional(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkAnswerSchema = z.object({ results: z.array(bulkResultSchema), succeeded: z.number().int(), failed: z.number().int() });
export type BulkAnswer = z.infer<typeof bulkAnswerSchema>;

const active = { active: z.boolean() };
const admin = ['ADMIN'] as const;

export const bulkTicketAssignSchema = bulkBody(ticketListQuerySchema, { assignee_id: bodyId() });
export const bulkTicketCloseSchema = bulkBody(ticketListQuerySchema, {});

/**
 * The lists whose records have an active switch, with their list query (the `match` of a bulk
 * call). Their queries, not LIST_CALLS: the browser loads this file, and LIST_CALLS brings every
 * domain's contract.
 */
const activeLists = {
  'job-categories': jobCategoryListQuerySchema,
  'job-subcategories': jobSubcategoryListQuerySchema,
  'ticket-categories': ticketCategoryListQuerySchema,
  'ticket-subcategories': ticketSubcategoryListQuerySchema,
  islands: islandListQuerySchema,
  'delivery-slots': deliverySlotListQuerySchema,
  'package-configs': packageConfigListQuerySchema,
  'distance-addons': deliveryDistanceAddonListQuerySchema,
} as const;
/** The same map, for the test that holds it to LIST_CALLS (bulk.test.ts). */
export const BULK_ACTIVE_QUERIES: Readonly<Record<BulkActiveList, z.ZodObject>> = activeLists;
export type BulkActiveList = keyof typeof activeLists;
export const BULK_ACTIVE_LISTS = Object.keys(activeLists) as BulkActiveList[];

const activeCall = <L extends BulkActiveList>(list: L) =>
  defineCall({
    method: 'POST',
    path: `/bulk/${list}/active`,
    summary: `Switch many ${list.replace('-', ' ')} on or off, each as its own update (answers per record)`,
    roles: admin,
    body: bulkBody(activeLists[list], active),
    response: bulkAnswerSchema,
  });

export const bulkCalls = {
  bulkAssignTickets: defineCall({
    method: 'POST',
    path: '/bulk/tickets/assign',
    summary: 'Assign many tickets to one admin, each as POST /ticket/assignment (answers per record)',
    roles: admin,
    body: bulkTicketAssignSchema,
    response: bulkAnswerSchema,
  }),
  bulkCloseTickets: defineCall({
    method: 'POST',
    path: '/bulk/tickets/close',
    summary: 'Close many tickets, each as POST /ticket/close/{ticket_id} (answers per record)',
    roles: admin,
    body: bulkTicketCloseSchema,
    response: bulkAnswerSchema,
  }),
  bulkActiveJobCategories: activeCall('job-categories'),
  bulkActiveJobSubcategories: activeCall('job-subcategories'),
  bulkActiveTicketCategories: activeCall('ticket-categories'),
  bulkActiveTicketSubcategories: activeCall('ticket-subcategories'),
  bulkActiveIslands: activeCall('islands'),
  bulkActiveDeliverySlots: activeCall('delivery-slots'),
  bulkActivePackageConfigs: activeCall('package-configs'),
  bulkActiveDistanceAddons: activeCall('distance-addons'),
};

/** The bulk call of each activatable list, by list name. */
export const bulkActiveCalls: Record<BulkActiveList, (typeof bulkCalls)['bulkActiveIslands']> = {
  'job-categories': bulkCalls.bulkActiveJobCategories,
  'job-subcategories': bulkCalls.bulkActiveJobSubcategories,
  'ticket-categories': bulkCalls.bulkActiveTicketCategories,
  'ticket-subcategories': bulkCalls.bulkActiveTicketSubcategories,
  islands: bulkCalls.bulkActiveIslands,
  'delivery-slots': bulkCalls.bulkActiveDeliverySlots,
  'package-configs': bulkCalls.bulkActivePackageConfigs,
  'distance-addons': bulkCalls.bulkActiveDistanceAddons,
} as never;
