import { z } from 'zod';
import { fitsIntColumn, textId } from './columns';

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
export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), pagination: paginationSchema });
export type Page<T> = { items: T[]; pagination: Pagination };

const booleanish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** Paginated query of spec §3: page (default 1), size (optional, default 20, at most 100), unpaginated. */
export const paginatedQuerySchema = z.object({
  page: fitsIntColumn(z.coerce.number().int().min(1)).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  unpaginated: booleanish.default(false),
});
export type PaginatedQuery = z.input<typeof paginatedQuerySchema>;

export const searchQuerySchema = paginatedQuerySchema.extend({
  search: z.string().trim().max(500).optional(),
});

/** A positive integer id in a path or query string, at most INT4_MAX (ids.ts). */
export const positiveId = textId();

export const booleanQuery = booleanish;

/** The record's version: send it back as `If-Match: "<version>"` when writing it. */
export const recordVersion = z.number().int();

/**
 * The `sort` parameter of a list (issue 35): one of `fields` ascending (`name`) or descending
 * (`-name`); absent keeps the spec's order. Each list's allow-list sits beside its call
 * (e.g. `jobSorts`), read by the server's order-by map and by the screen's sortable columns.
 */
export const sortQuery = <const F extends readonly [string, ...string[]]>(fields: F) =>
  z.object({
    sort: z.enum([...fields, ...fields.map((f) => `-${f}`)] as [F[number] | `-${F[number]}`, ...(F[number] | `-${F[number]}`)[]]).optional(),
  });

/**
 * A query list: `a,b` or repeated parameters (`?x=a&x=b`) -> the items, trimmed, empty ones
 * dropped, each checked by `item`, at most `max` (`message` when there are more).
 */
export const commaList = <T extends z.ZodType>(item: T, max = 100, message?: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      [v]
        .flat()
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, message) as unknown as z.ZodType<z.output<T>[], string[]>);

/** A list query without its page (page, size, unpaginated): the filters, search and sort of every row it matches. */
export const withoutPage = <S extends z.ZodObject>(query: S) => query.omit({ page: true, size: true, unpaginated: true } as never);
