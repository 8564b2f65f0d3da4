import { z } from 'zod';
import { sanitizeText } from '../sanitize';
import { readSort } from './list-sort';

/** Page sizes offered by every list; the API accepts at most 100 (shared-api paginatedQuerySchema). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** A filter value as it can live in a URL parameter. */
export type FilterValue = string | number | boolean | undefined;
/** Zod schema of a list's extra URL parameters, each field optional or with a default. */
export type FilterSchema = z.ZodObject;

/** The list state a URL holds: `?page=2&size=50&search=male&sort=-created_at&atoll_id=3`. */
export interface ListQuery<F> {
  page: number;
  size: number;
  search: string;
  /** `field` or `-field` of the list's sortable fields; undefined: the spec's order. */
  sort?: string;
  filters: F;
}

/** Names the list itself owns; a filter schema must not reuse them. */
const OWN_PARAMS = ['page', 'size', 'search', 'sort'] as const;

const pageSchema = z.coerce.number().int().min(1).catch(1);
const sizeSchema = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(fallback);

/** Parses one field; an invalid value falls back to the field's default (or undefined). */
function parseField(field: z.ZodType, raw: string | null): unknown {
  const parsed = field.safeParse(raw ?? undefined);
  if (parsed.success) return parsed.data;
  const fallback = field.safeParse(undefined);
  return fallback.success ? fallback.data : undefined;
}

/**
 * Reads a list's state from URL search parameters. Never throws: a missing or invalid page,
 * size, search, sort (a field not in `sorts`) or filter value becomes its default, so a
 * hand-edited or stale link still opens.
 */
export function readListQuery<S extends FilterSchema>(
  params: URLSearchParams,
  filterSchema: S | undefined,
  defaultSize = DEFAULT_PAGE_SIZE,
  sorts?: readonly string[],
): ListQuery<z.output<S>> {
  const filters: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(filterSchema?.shape ?? {})) {
    filters[key] = parseField(field as z.ZodType, params.get(key));
  }
  return {
    page: pageSchema.parse(params.get('page') ?? undefined),
    size: sizeSchema(defaultSize).parse(params.get('size') ?? undefined),
    search: sanitizeText(params.get('search'), 'search'),
    sort: readSort(params.get('sort'), sorts),
    filters: filters as z.output<S>,
  };
}

/** A change to a list's URL state; `undefined` (or '') removes a parameter. */
export type ListQueryPatch = Partial<Record<(typeof OWN_PARAMS)[number], string | number | undefined>> & Record<string, FilterValue>;

/**
 * Applies a patch to URL search parameters and returns new ones. Defaults are left out of the URL
 * (page 1, the default size, empty values) so links stay short; unrelated parameters are kept.
 */
export function writeListQuery(params: URLSearchParams, patch: ListQueryPatch, defaultSize = DEFAULT_PAGE_SIZE): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    const isDefault = (key === 'page' && Number(value) === 1) || (key === 'size' && Number(value) === defaultSize);
    if (value === undefined || value === '' || isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The filter values of an empty URL: what "Clear filters" goes back to. */
export function defaultFilters<S extends FilterSchema>(filterSchema: S | undefined): z.output<S> {
  return readListQuery(new URLSearchParams(), filterSchema).filters;
}
