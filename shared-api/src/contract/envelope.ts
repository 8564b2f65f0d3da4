import { z } from 'zod';

/**
 * The one response envelope of the whole API (spec §3, §8; written down in docs/api-contract.md).
 *
 * Every answer is `{ status, timestamp, title?, description?, data }`. `title` is set only when
 * the client should raise a toast (mutations and failures); list and read answers leave it out.
 * Failures carry no `data`; a 400 carries `result.issues`, the list of validation issues.
 */
export const resultStatusSchema = z.enum(['success', 'fail']);

export const envelopeMetaSchema = z.object({
  status: resultStatusSchema,
  timestamp: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
});
export type EnvelopeMeta = z.infer<typeof envelopeMetaSchema>;

export const envelopeSchema = <T extends z.ZodType>(data: T) => envelopeMetaSchema.extend({ data });

export const validationIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  code: z.string().optional(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** Body of every error answer; `result` is present on 400 validation failures only. */
export const errorBodySchema = envelopeMetaSchema.extend({
  status: z.literal('fail'),
  result: z.object({ issues: z.array(validationIssueSchema) }).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Pagination object of spec §3. */
export const paginationSchema = z.object({
  next_page: z.number().int().nullable(),
  previous_page: z.number().int().nullable(),
  total_pages: z.number().int(),
  total_items: z.number().int(),
  record_count: z.number().int(),
  current_page: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The one list shape: `data: { items, pagination }`. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), pagination: paginationSchema });
export type Page<T> = { items: T[]; pagination: Pagination };

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Paginated query of spec §3: page (default 1), size (optional, default 20, at most 100), unpaginated. */
export const paginatedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  unpaginated: booleanish.default(false),
});
export type PaginatedQuery = z.input<typeof paginatedQuerySchema>;

export const searchQuerySchema = paginatedQuerySchema.extend({
  search: z.string().trim().max(500).optional(),
});

/** A positive integer id in a path or query string. */
export const positiveId = z.coerce.number().int().positive();

export const booleanQuery = booleanish;
