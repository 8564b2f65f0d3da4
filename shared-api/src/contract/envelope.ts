import * as z from 'zod/mini';

/**
 * The one response envelope of the whole API (spec §3, §8; written down in docs/api-contract.md).
 *
 * Every answer is `{ status, timestamp, title?, description?, data }`. `title` is set only when
 * the client should raise a toast (mutations and failures); list and read answers leave it out.
 * Failures carry no `data`; a 400 carries `result.issues`, the list of validation issues.
 *
 * Written with zod/mini (tree-shakable, about 9 KB gzip for what sign-in needs instead of 24 KB):
 * the login page parses these before any domain schema is loaded. Domain schemas (classic zod)
 * nest inside them; both build on zod's one core.
 */
export const resultStatusSchema = z.enum(['success', 'fail']);

export const envelopeMetaSchema = z.object({
  status: resultStatusSchema,
  timestamp: z.string(),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
});
export type EnvelopeMeta = z.infer<typeof envelopeMetaSchema>;

export const envelopeSchema = <T extends z.core.$ZodType>(data: T) => z.extend(envelopeMetaSchema, { data });

export const validationIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  code: z.optional(z.string()),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/**
 * What a 412 (the record moved on since the sender's `If-Match` version) or a 409 on an
 * already-decided record carries: the record's version now, who changed it last, when and how,
 * the fields changed since the sender's version (before and after), and the record as it is now
 * (its columns, secrets redacted). docs/api-contract.md, "Versions and If-Match".
 */
export const recordConflictSchema = z.object({
  version: z.number(),
  changed_by: z.nullable(z.object({ id: z.number(), name: z.string() })),
  changed_at: z.nullable(z.string()),
  action: z.nullable(z.string()),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  record: z.record(z.string(), z.unknown()),
});
export type RecordConflict = z.infer<typeof recordConflictSchema>;

/**
 * Body of every error answer; `result` is present on 400 validation failures only, `conflict` on
 * a 412 for a stale version and on a 409 for a record already decided.
 */
export const errorBodySchema = z.extend(envelopeMetaSchema, {
  status: z.literal('fail'),
  result: z.optional(z.object({ issues: z.array(validationIssueSchema) })),
  conflict: z.optional(recordConflictSchema),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Types of the paginated shapes (values in pagination.ts, which domain contracts import). */
export type { Pagination, Page, PaginatedQuery } from './pagination';
