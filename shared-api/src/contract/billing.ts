import { z } from 'zod';
import { applicationPersonSchema } from './embedded';
import { defineCall } from './define';
import { storableDate } from './columns';
import { pageSchema, positiveId, searchQuerySchema, sortQuery } from './pagination';

/**
 * Business transfer sheets (spec §3, §7 Billing): the server closes one sheet per monthly
 * billing period (docs/billing.md) with one item per business provider that completed jobs in
 * it. Amounts are integers in cents, profit percentages in basis points (spec §9).
 */
export const transferSheetStatusSchema = z.enum(['open', 'settled']);
export type TransferSheetStatus = z.infer<typeof transferSheetStatusSchema>;

/** Spec §4: outstanding and settled; the constant set also names failed (a transfer that bounced). */
export const transferItemStatusSchema = z.enum(['outstanding', 'settled', 'failed']);
export type TransferItemStatus = z.infer<typeof transferItemStatusSchema>;

export const nextBillingTimeSchema = z.object({
  /** The server's clock now. */
  systemTime: z.string(),
  /** When the current period closes (its sheet is produced right after). */
  nextDate: z.string(),
  /** The next six closing times, nextDate first. */
  nextDates: z.array(z.string()),
  /** When the previous period closed. */
  lastDate: z.string(),
});
export type NextBillingTime = z.infer<typeof nextBillingTimeSchema>;

export const transferSheetSchema = z.object({
  id: z.number().int(),
  batch_name: z.string(),
  billing_period_start: z.string(),
  billing_period_end: z.string(),
  /** open while any item is outstanding or failed; settled otherwise (an empty sheet too). */
  status: transferSheetStatusSchema,
  created_at: z.string(),
  /** Null: sheets are produced by the server's billing schedule, not by a person. */
  createdBy: applicationPersonSchema.nullable(),
  items_count: z.number().int(),
  outstanding_count: z.number().int(),
  /** Sums over the items, in cents. */
  total_billed_amount: z.number().int(),
  total_paid_amount: z.number().int(),
});
export type TransferSheet = z.infer<typeof transferSheetSchema>;

export const subscriptionTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  profit_percentage_bp: z.number().int(),
});
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

export const billedServiceProviderSchema = applicationPersonSchema.extend({
  /** From the provider's approved business onboarding, when there is one. */
  business_name: z.string().nullable(),
});

export const billedJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  completed_at: z.string(),
  /** Cents. */
  job_total_cost: z.number().int(),
  /** This job's share of billed_amount: job_total_cost x bp / 10000, rounded half up, in cents. */
  profit_amount: z.number().int(),
});
export type BilledJob = z.infer<typeof billedJobSchema>;

export const transferSheetItemSchema = z.object({
  id: z.number().int(),
  business_transfer_sheet_id: z.number().int(),
  type: subscriptionTypeSchema,
  status: transferItemStatusSchema,
  remarks: z.string().nullable(),
  overdue_at: z.string(),
  subscription_type_id: z.number().int(),
  billed_service_provider_id: z.number().int(),
  total_jobs_count: z.number().int(),
  /** The rate applied when the sheet was produced (the type's rate may change later). */
  profit_percentage_bp: z.number().int(),
  billed_amount: z.number().int(),
  paid_amount: z.number().int(),
  billedServiceProvider: billedServiceProviderSchema,
  jobs: z.array(billedJobSchema),
});
export type TransferSheetItem = z.infer<typeof transferSheetItemSchema>;

const dateOnly = storableDate();

/** Search by batch name; filter by status and by period (sheets starting on or after `from`, ending on or before `to`). */
/** Sortable columns of the transfer sheets list (`sort`); `period` is the billing period's start. */
export const transferSheetSorts = ['batch_name', 'period', 'status', 'items_count', 'total_billed_amount', 'total_paid_amount', 'created_at'] as const;

export const transferSheetListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(transferSheetSorts).shape,
  status: transferSheetStatusSchema.optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
});

/** Search by provider name, e-mail or business name; filter by item status; `overdue=true` for outstanding items past overdue_at. */
/** Sortable columns of a sheet's items (`sort`): provider name, jobs count, billed and paid amounts. */
export const transferSheetItemSorts = ['provider', 'jobs', 'billed', 'paid', 'status', 'overdue_at'] as const;

export const transferSheetItemListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(transferSheetItemSorts).shape,
  status: transferItemStatusSchema.optional(),
  overdue: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

const sheetId = z.object({ id: positiveId });
const admin = ['ADMIN'] as const;

export const billingCalls = {
  nextBillingTime: defineCall({
    method: 'GET',
    path: '/business-transfer-sheet/get-next-billing-time',
    summary: 'Server time and the billing schedule (monthly, Maldives time)',
    roles: admin,
    response: nextBillingTimeSchema,
  }),
  listTransferSheets: defineCall({
    method: 'GET',
    path: '/business-transfer-sheet',
    summary: 'Business transfer sheets, newest period first',
    roles: admin,
    query: transferSheetListQuerySchema,
    response: pageSchema(transferSheetSchema),
  }),
  transferSheet: defineCall({
    method: 'GET',
    path: '/business-transfer-sheet/{id}',
    summary: 'One transfer sheet with its totals',
    roles: admin,
    params: sheetId,
    response: transferSheetSchema,
  }),
  transferSheetItems: defineCall({
    method: 'GET',
    path: '/business-transfer-sheet/{id}/items',
    summary: 'The items of a sheet: billed provider, rate, amounts and jobs',
    roles: admin,
    params: sheetId,
    query: transferSheetItemListQuerySchema,
    response: pageSchema(transferSheetItemSchema),
  }),
};
