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

/**
 * The ids of the requested page (all of them when unpaginated), in list order, once the caller
 * knows `total` (counted by a statement of its own). An index on the order answers a page with
 * `limit`/`offset` by walking past `offset` entries, so a page in the second half of the list is
 * read from the other end in the reversed order: page 4000 of 5000 skips 20,000 entries instead
 * of 80,000, and the last page is as cheap as the first.
 */
export async function pageIds(db: Queryable, query: IdPageQuery, request: PageRequest, total: number): Promise<number[]> {
  const { id, from, where, order, reverseOrder } = query;
  const select = (orderBy: string, window: string, extra: unknown[]) =>
    db.query<{ id: number }>(`select ${id} as id from ${from} ${where.sql} order by ${orderBy}${window}`, [...where.params, ...extra]);
  const n = where.params.length;
  if (request.unpaginated) return (await select(order, '', [])).map((r) => r.id);
  const offset = (request.page - 1) * request.size;
  if (offset >= total) return [];
  const size = Math.min(request.size, total - offset);
  const fromEnd = total - offset - size;
  if (fromEnd >= offset) return (await select(order, ` limit $${n + 1} offset $${n + 2}`, [request.size, offset])).map((r) => r.id);
  return (await select(reverseOrder, ` limit $${n + 1} offset $${n + 2}`, [size, fromEnd])).map((r) => r.id).reverse();
}
