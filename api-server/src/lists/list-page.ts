import type { Queryable } from '../db/db';
import type { Page } from '../contract';
import { paginate, type PageRequest } from './pagination';
import type { SqlWhere } from './sql-where';

export interface ListQuery {
  /** Select list, e.g. `a.id, a.name`. */
  columns: string;
  /** FROM and JOINs, e.g. `islands i join atolls a on a.id = i.atoll_id`. */
  from: string;
  where: SqlWhere;
  orderBy: string;
  /**
   * How the total is counted. `window` (default): `count(*) over ()` in the page's statement, one
   * pass over every match, right for small tables and for filters no index serves. `subquery`:
   * a separate `(select count(*) ...)` in the same statement, so the page itself can stop after
   * `limit` rows of an index in list order (or use an index for the filter, e.g. a trigram index
   * for `search`) while the count uses the cheapest index for the filter. PostgreSQL before 16
   * also costs a window count as if the limit applied to it, and then walks the list-order index
   * over the whole table instead of using the filter's index.
   */
  count?: 'window' | 'subquery';
}

/**
 * Runs a paginated list: one statement returns the page and the total (`count(*) over ()`, or a
 * count subquery: `query.count`); only a page past the end, which has no row to carry the total,
 * costs a second count.
 */
export async function listPage<Row, Item = Row>(
  db: Queryable,
  query: ListQuery,
  request: PageRequest,
  toItem: (row: Row) => Item = (row) => row as unknown as Item,
): Promise<Page<Item>> {
  const { columns, from, where, orderBy } = query;
  const params = [...where.params];
  let window = '';
  if (!request.unpaginated) {
    params.push(request.size, (request.page - 1) * request.size);
    window = ` limit $${params.length - 1} offset $${params.length}`;
  }
  const totalSql = query.count === 'subquery' ? `(select count(*)::int from ${from} ${where.sql})` : 'count(*) over ()::int';
  const rows = await db.query<Row & { total_count: number }>(
    `select ${columns}, ${totalSql} as total_count from ${from} ${where.sql} order by ${orderBy}${window}`,
    params,
  );
  let total = rows[0]?.total_count ?? 0;
  if (rows.length === 0 && request.page > 1 && !request.unpaginated) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${from} ${where.sql}`, where.params);
    total = row?.n ?? 0;
  }
  const items = rows.map(({ total_count: _, ...row }) => toItem(row as Row));
  return paginate(items, total, request);
}
