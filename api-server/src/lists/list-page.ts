import type { Queryable } from '../db/db';
import type { Page } from '../contract';
import { type JsonText, pageOfTexts } from '../http/json-text';
import { paginate, type PageRequest } from './pagination';
import type { SqlWhere } from './sql-where';
import { dataVersionColumn, keptShape, recallTotal, rememberTotal, type VersionedTable } from './total-memo';

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
   * once, while the page keeps its custom plan. docs/api-performance-history.md, fourth step.
   */
  count?: 'window' | 'separate';
  /**
   * With `separate`: the tables whose data version keys the total's memo (total-memo.ts): the
   * list's own table first (its size decides `scanWhere`), then any other table `where` reads
   * (the tickets search reads the creators' names in users). The page's statement reads the
   * version; the count runs only when no total is kept at that version (or the page is empty).
   */
  memo?: readonly [VersionedTable, ...VersionedTable[]];
  /**
   * With `separate`: the FROM the count reads instead of `from`, when `where` names only its
   * tables: the list's own table, if each of `from`'s joins matches exactly one row (an inner join
   * on a not-null foreign key), so the count is an index-only scan of the filter's index instead
   * of a join of every match.
   */
  countFrom?: string;
  /**
   * With `memo`: `where` written so that no index of its search serves it (each searched column
   * as an expression, against a pattern no plan knows: sql-where's `ilike(column, true)`), the same rows
   * with the same parameters. A page of a search the memo has counted before reads with it when
   * walking the list's order index reaches the page within about as many rows as the search
   * matches ((offset + size) x the table's rows / its matches <= its matches): a common term's
   * first pages. With its pattern, limit and offset opaque, every plan of that statement walks
   * the index and PostgreSQL makes one for every term, where `where` makes it plan every call
   * again to weigh the search's indexes against the walk for the term at hand: for
   * `GET /users?search=naseem` 0.3-0.6 ms of planning against 0.2-0.3 ms of running
   * (docs/api-performance-history.md, eighth step). Rare terms, deep pages and a search counted for the
   * first time keep `where`.
   */
  scanWhere?: SqlWhere;
  /**
   * With `separate` (no memo): the page's limit and offset as subqueries, for a list whose filter
   * values the caller also writes as subqueries (`o.status = (select ?::text)`): no plan of the
   * page then knows more than another, and PostgreSQL keeps one (generic) plan instead of
   * planning the page again on every call. The onboarding and applications pages, whose items
   * are built by subqueries, cost 1.9 ms a call planned each time against 0.9-1.1 ms on one plan
   * (docs/api-performance-history.md, eighth step).
   */
  planOnce?: boolean;
}

/** Whether walking `rows` rows in list order for `reach` matches of `total` reads no more rows than there are matches. */
export const walkReachesSooner = (reach: number, total: number, rows: number): boolean => rows > 0 && total > 0 && reach * rows <= total * total;

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
  /**
   * The statement's parameters and its `limit ... offset ...`, after `filter`'s own. `opaque`:
   * the two as subqueries, so that no plan knows them: a custom plan that knows a small limit
   * and guesses few matches chooses a sequential scan and a sort (204 ms for the jobs search's
   * scan form), where an unknown limit costs a tenth of the walk (less than the scan and sort of
   * the users and jobs tables).
   */
  const paged = (filter: SqlWhere, opaque = false) => {
    const params = [...filter.params];
    if (request.unpaginated) return { params, window: '' };
    params.push(request.size, (request.page - 1) * request.size);
    const [limit, offset] = [`$${params.length - 1}`, `$${params.length}`].map((p) => (opaque ? `(select ${p}::int)` : p));
    return { params, window: ` limit ${limit} offset ${offset}` };
  };
  const { params, window } = paged(where);
  /** Every row `where` selects, counted (with `also` in the same statement). */
  const count = <Extra extends object = object>(also = '') =>
    db.query<{ n: number } & Extra>(`select count(*)::int as n${also} from ${query.countFrom ?? from} ${where.sql}`, where.params);
  if (query.count === 'separate' && query.memo) {
    const version = dataVersionColumn(query.memo);
    const key = `${from} ${where.sql} ${JSON.stringify(where.params)}`;
    const shape = query.scanWhere && !request.unpaginated ? keptShape(key) : undefined;
    const scan = shape && walkReachesSooner(request.page * request.size, shape.total, shape.rows) ? query.scanWhere : undefined;
    const page = scan ? paged(scan, true) : { params, window };
    const rows = await db.query<Row & { data_version: string }>(
      `select ${columns}, ${version} from ${from} ${(scan ?? where).sql} order by ${orderBy}${page.window}`,
      page.params,
    );
    let total = recallTotal(key, rows[0]?.data_version);
    if (total === undefined) {
      const [counted] = await count<{ data_version: string; table_rows: number }>(
        `, ${version}, (select reltuples::float8 from pg_class where oid = '${query.memo[0]}'::regclass) as table_rows`,
      );
      total = counted!.n;
      rememberTotal(key, counted!.data_version, total, counted!.table_rows);
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
    const page = query.planOnce ? paged(where, true) : { params, window };
    const rows = past ? [] : await db.query<Row>(`select ${columns} from ${from} ${where.sql} order by ${orderBy}${page.window}`, page.params);
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

/**
 * listPage of a list whose `columns` is one column `json`, each item's contract JSON text written
 * by the database: the page as JSON text, its items passed through (the onboarding and
 * applications lists).
 */
export const listPageOfTexts = async <T>(db: Queryable, query: ListQuery, request: PageRequest): Promise<JsonText<Page<T>>> =>
  pageOfTexts<T>(await listPage(db, query, request, (row: { json: string }) => row.json));
