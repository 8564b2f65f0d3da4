import type { Queryable } from '../db/db';
import type { Page } from '../contract';
import { paginate, type PageRequest } from './pagination';
import type { SqlWhere } from './sql-where';
import { dataVersionColumn, recallTotal, rememberTotal, type VersionedTable } from './total-memo';

export interface ListQuery {
  /** Select list, e.g. `a.id, a.name`. */
  columns: string;
  /** FROM and JOINs, e.g. `islands i join atolls a on a.id = i.atoll_id`. */
  from: string;
  where: SqlWhere;
  orderBy: string;
  /**
   * How the total is counted. `window` (default): `count(*) over ()` in the page's statement, one
   * pass over every match, right for small tables and for filters no index serves. `separate`: a
   * count statement of its own, then the page (none past the end), so the page can stop after
   * `limit` rows of an index in list order (or sort a rare search term's few matches) while the
   * count uses the cheapest index for the filter (e.g. a trigram index for `search`). In one
   * statement PostgreSQL before 16 costs a window count as if the limit applied to it, and a
   * count subquery with a pattern parameter (`ilike`) makes the plan cache plan the statement
   * again on every call (its custom plan looks cheaper than the generic one); alone, the count
   * gets the generic plan (the trigram indexes' bitmap, right for any pattern) and is planned
   * once, while the page keeps its custom plan. docs/api-performance.md, fourth step.
   */
  count?: 'window' | 'separate';
  /**
   * With `separate`: the table (its rows only, no join) whose data version keys the total's memo
   * (total-memo.ts). The page's statement reads the version; the count runs only when no total
   * is kept at that version (or the page is empty).
   */
  memo?: VersionedTable;
  /**
   * With `separate`: the FROM the count reads instead of `from`, when `where` names only its
   * tables: the list's own table, if each of `from`'s joins matches exactly one row (an inner join
   * on a not-null foreign key), so the count is an index-only scan of the filter's index instead
   * of a join of every match.
   */
  countFrom?: string;
}

/**
 * Runs a paginated list: one statement returns the page and the total (`count(*) over ()`); only
 * a page past the end, which has no row to carry the total, costs a second count. With
 * `count: 'separate'` the count comes first, in a statement of its own.
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
  /** Every row `where` selects, counted (with `also` in the same statement). */
  const count = <Extra extends object = object>(also = '') =>
    db.query<{ n: number } & Extra>(`select count(*)::int as n${also} from ${query.countFrom ?? from} ${where.sql}`, where.params);
  if (query.count === 'separate' && query.memo) {
    const version = dataVersionColumn(query.memo);
    const key = `${from} ${where.sql} ${JSON.stringify(where.params)}`;
    const rows = await db.query<Row & { data_version: string }>(`select ${columns}, ${version} from ${from} ${where.sql} order by ${orderBy}${window}`, params);
    let total = recallTotal(key, rows[0]?.data_version);
    if (total === undefined) {
      const [counted] = await count<{ data_version: string }>(`, ${version}`);
      total = counted!.n;
      rememberTotal(key, counted!.data_version, total);
    }
    return paginate(
      rows.map(({ data_version: _, ...row }) => toItem(row as unknown as Row)),
      total,
      request,
    );
  }
  if (query.count === 'separate') {
    const [counted] = await count();
    const total = counted?.n ?? 0;
    const past = !request.unpaginated && (request.page - 1) * request.size >= total;
    const rows = past ? [] : await db.query<Row>(`select ${columns} from ${from} ${where.sql} order by ${orderBy}${window}`, params);
    return paginate(rows.map(toItem), total, request);
  }
  const rows = await db.query<Row & { total_count: number }>(
    `select ${columns}, count(*) over ()::int as total_count from ${from} ${where.sql} order by ${orderBy}${window}`,
    params,
  );
  let total = rows[0]?.total_count ?? 0;
  if (rows.length === 0 && request.page > 1 && !request.unpaginated) {
    const [row] = await count();
    total = row?.n ?? 0;
  }
  const items = rows.map(({ total_count: _, ...row }) => toItem(row as Row));
  return paginate(items, total, request);
}
