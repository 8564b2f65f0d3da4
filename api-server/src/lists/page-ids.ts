import type { Queryable } from '../db/db';
import { nearestAnchor, rememberPage } from './page-anchors';
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
  /**
   * For pages started from a kept row (page-anchors.ts, readIdPage): the order's columns, every
   * one descending (`j.created_at, j.id`), the select of those columns for the row whose id is the
   * parameter `p` (ending in its `where`: idPageSql adds a condition with `and`), and the data version (total-memo's dataVersionSql) of the tables `from` reads.
   */
  anchor?: { columns: string; row: (p: string) => string; version: string };
}

/** The statement of a page of ids (one column, `id`), and whether it reads the list in reverse. */
export interface IdPageSql {
  sql: string;
  params: unknown[];
  /** True when the statement returns the page in the reversed order (from the far end). */
  reversed: boolean;
  /** The page's first position in list order (0-based) and how many ids it has (readIdPage). */
  position: number;
  rows: number;
  /** Set when the page starts from a kept row: it is empty if the data version is no longer `version`. */
  anchoredAt?: string;
}

/**
 * The statement that selects the ids of the requested page (all of them when unpaginated), once
 * the caller knows `total` (counted by a statement of its own); null for a page past the end. An
 * index on the order answers a page with `limit`/`offset` by walking past `offset` entries, so a
 * page in the second half of the list is read from the other end in the reversed order: page
 * 4000 of 5000 skips 20,000 entries instead of 80,000, and the last page is as cheap as the first.
 * The caller may run it alone (pageIds) or inside a statement of its own (the jobs lists).
 */
export function idPageSql(
  query: IdPageQuery,
  request: PageRequest,
  total: number,
  options: { opaqueWindow?: boolean; version?: string } = {},
): IdPageSql | null {
  const { id, from, where, order, reverseOrder } = query;
  const n = where.params.length;
  // opaqueWindow: `limit (select $n)` hides the numbers from the planner in every plan, so a named
  // statement that embeds the page is planned once (PostgreSQL's generic plan) instead of on every
  // call: a custom plan that knows `limit 20` looks so much cheaper than the generic one that the
  // plan cache keeps planning, which costs more than running the jobs JSON statement (4-5 ms).
  const window = (p: number) => (options.opaqueWindow ? ` limit (select $${p}::int) offset (select $${p + 1}::int)` : ` limit $${p} offset $${p + 1}`);
  /** `extra`: the window's limit and offset (none when unpaginated), then `also`'s parameters. */
  const select = (orderBy: string, extra: unknown[], reversed: boolean, position: number, rows: number, also = '') => ({
    sql: `select ${id} as id from ${from} ${also ? `${where.sql ? `${where.sql} and` : 'where'} ${also}` : where.sql} order by ${orderBy}${extra.length ? window(n + 1) : ''}`,
    params: [...where.params, ...extra],
    reversed,
    position,
    rows,
  });
  if (request.unpaginated) return select(order, [], false, 0, total);
  const offset = (request.page - 1) * request.size;
  if (offset >= total) return null;
  const size = Math.min(request.size, total - offset);
  const fromEnd = total - offset - size;
  const anchored = query.anchor && options.version !== undefined && nearestAnchor(anchorKey(query), options.version, offset, offset + size);
  if (anchored && anchored.skip < Math.min(offset, fromEnd)) {
    // From the kept row: on in list order when it is at or before the page, back toward the
    // start when it is after it. Its columns are read in the statement's snapshot, and only if
    // that snapshot is still at the version the row was kept at (else no row: the page is empty).
    const { columns, row, version } = query.anchor!;
    const on = anchored.anchor.position <= offset;
    const p = n + 3;
    const keyed = `(${columns}) ${on ? '<=' : '>'} (${row(`$${p}`)} and ${version} = $${p + 1})`;
    const extra = [size, anchored.skip, anchored.anchor.id, options.version];
    return { ...select(on ? order : reverseOrder, extra, !on, offset, size, keyed), anchoredAt: options.version };
  }
  if (fromEnd >= offset) return select(order, [request.size, offset], false, offset, size);
  return select(reverseOrder, [size, fromEnd], true, offset, size);
}

const anchorKey = (query: IdPageQuery) => `${query.from} ${query.where.sql} ${JSON.stringify(query.where.params)} ${query.order}`;

/**
 * Runs the page idPageSql gives (`run`: a statement of the caller's that embeds it, returning
 * rows with the page's ids in list order) at `version`, the data version the caller read with
 * `total`: a deep page starts from the nearest kept row (page-anchors.ts) when one is kept at
 * that version, and the page's first and last rows are kept for the next one. A page started
 * from a kept row whose version changed in between comes back empty and is read again from an
 * end.
 */
export async function readIdPage<R extends { id: number }>(
  run: (page: IdPageSql | null) => Promise<R[]>,
  query: IdPageQuery,
  request: PageRequest,
  total: number,
  options: { opaqueWindow?: boolean; version: string },
): Promise<R[]> {
  const page = idPageSql(query, request, total, options);
  const rows = await run(page);
  if (!page || request.unpaginated) return rows;
  if (page.anchoredAt !== undefined && rows.length !== page.rows) return run(idPageSql(query, request, total, { opaqueWindow: options.opaqueWindow ?? false }));
  if (rows.length === page.rows)
    rememberPage(
      anchorKey(query),
      options.version,
      page.position,
      rows.map((r) => r.id),
    );
  return rows;
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
