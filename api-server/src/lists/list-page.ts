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
}

/**
 * Runs a paginated list: one statement returns the page and the total (`count(*) over ()`);
 * only a page past the end, which has no row to carry the total, costs a second count.
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
  const rows = await db.query<Row & { total_count: number }>(
    `select ${columns}, count(*) over ()::int as total_count from ${from} ${where.sql} order by ${orderBy}${window}`,
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
