import type { Queryable } from '../db/db';
import type { PageRequest } from './pagination';
import type { SqlWhere } from './sql-where';

export interface IdPageQuery {
  /** The id column, e.g. `j.id`. */
  id: string;
  /** FROM and JOINs. */
  from: string;
  where: SqlWhere;
  /** The list's order, e.g. `j.created_at desc, j.id desc`: it must be total (end on a unique column). */
  order: string;
  /** The same order reversed, e.g. `j.created_at, j.id`. */
  reverseOrder: string;
}

/** The statement of a page of ids (one column, `id`), and whether it reads the list in reverse. */
export interface IdPageSql {
  sql: string;
  params: unknown[];
  /** True when the statement returns the page in the reversed order (from the far end). */
  reversed: boolean;
}

/**
 * The statement that selects the ids of the requested page (all of them when unpaginated), once
 * the caller knows `total` (counted by a statement of its own); null for a page past the end. An
 * index on the order answers a page with `limit`/`offset` by walking past `offset` entries, so a
 * page in the second half of the list is read from the other end in the reversed order: page
 * 4000 of 5000 skips 20,000 entries instead of 80,000, and the last page is as cheap as the first.
 * The caller may run it alone (pageIds) or inside a statement of its own (the jobs lists).
 */
export function idPageSql(query: IdPageQuery, request: PageRequest, total: number, options: { opaqueWindow?: boolean } = {}): IdPageSql | null {
  const { id, from, where, order, reverseOrder } = query;
  const n = where.params.length;
  // opaqueWindow: `limit (select $n)` hides the numbers from the planner in every plan, so a named
  // statement that embeds the page is planned once (PostgreSQL's generic plan) instead of on every
  // call: a custom plan that knows `limit 20` looks so much cheaper than the generic one that the
  // plan cache keeps planning, which costs more than running the jobs JSON statement (4-5 ms).
  const window = options.opaqueWindow ? ` limit (select $${n + 1}::int) offset (select $${n + 2}::int)` : ` limit $${n + 1} offset $${n + 2}`;
  const select = (orderBy: string, page: string, extra: unknown[], reversed: boolean) => ({
    sql: `select ${id} as id from ${from} ${where.sql} order by ${orderBy}${page}`,
    params: [...where.params, ...extra],
    reversed,
  });
  if (request.unpaginated) return select(order, '', [], false);
  const offset = (request.page - 1) * request.size;
  if (offset >= total) return null;
  const size = Math.min(request.size, total - offset);
  const fromEnd = total - offset - size;
  if (fromEnd >= offset) return select(order, window, [request.size, offset], false);
  return select(reverseOrder, window, [size, fromEnd], true);
}

/** How far into a list a page is read from its start before its total is known (leadingIdPageSql). */
export const LEADING_PAGE_ENTRIES = 1000;

/**
 * idPageSql for a page near the start of the list (fewer than LEADING_PAGE_ENTRIES entries before
 * it), read from the start whatever the total: the caller can read the total in the same
 * statement, one round trip instead of two. Null for a deeper page, or an unpaginated one: count
 * first, then idPageSql (which reads a page in the second half from the other end).
 */
export function leadingIdPageSql(query: IdPageQuery, request: PageRequest, options: { opaqueWindow?: boolean } = {}): IdPageSql | null {
  if (request.unpaginated || (request.page - 1) * request.size >= LEADING_PAGE_ENTRIES) return null;
  return idPageSql(query, request, Number.MAX_SAFE_INTEGER, options);
}

/** The ids of the requested page in list order (idPageSql, run on its own). */
export async function pageIds(db: Queryable, query: IdPageQuery, request: PageRequest, total: number): Promise<number[]> {
  const page = idPageSql(query, request, total);
  if (!page) return [];
  const ids = (await db.query<{ id: number }>(page.sql, page.params)).map((r) => r.id);
  return page.reversed ? ids.reverse() : ids;
}
