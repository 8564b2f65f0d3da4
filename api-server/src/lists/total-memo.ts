/**
 * Totals of list filters counted once per version of the data (085_data_versions): the exact
 * count of a free-text search is most of its cost (the jobs search `plumbing`: 12-14 ms of
 * PostgreSQL per request, the page under 2 ms), and a staff user paging through a search, or a
 * list refetching, asks for the same count again.
 *
 * A total is kept with the version of its table read in the statement that counted it (one
 * snapshot), and used again only when the page's statement reads the same version: any write
 * to the table, from any process, sets a new version when it commits, so the total stays exact.
 * Only totals are kept: the page always comes from its statement. The memo is shared by every
 * database of the process (tests run many): a version is a random uuid, never the same in two
 * databases unless one was cloned from the other with the same rows.
 */
/** A table's data version, or the version of the rows a kept JSON shares (088, 089: kept-json.ts). */
export type VersionedTable = 'jobs' | 'tickets' | 'users' | 'job_references' | 'ticket_references';

/** The most totals kept: the least recently used is dropped first. */
export const TOTAL_MEMO_LIMIT = 500;

interface Kept {
  version: string;
  total: number;
  /** The table's estimated row count (pg_class.reltuples) when the total was counted; -1 unknown. */
  rows: number;
}

const totals = new Map<string, Kept>();

/**
 * A select-list column with the data version of the tables (085, 086: 16 shards each), read in the
 * statement's snapshot: a total that depends on rows of several tables (the tickets search reads
 * the creators' names) is kept at the versions of all of them.
 */
export const dataVersionColumn = (tables: readonly VersionedTable[]) => `${dataVersionSql(tables)} as data_version`;

/** The data version of `tables` as a scalar subquery (dataVersionColumn without its name). */
export const dataVersionSql = (tables: readonly VersionedTable[]) =>
  // A digest of the shard versions: 32 characters on each row of the page, not 600 per table.
  `(select md5(string_agg(version::text, ',' order by name, shard)) from data_versions where name in (${tables.map((t) => `'${t}'`).join(', ')}))`;

/** The total kept for `key` at `version`, if any (and marks it recently used). */
export function recallTotal(key: string, version: string | undefined): number | undefined {
  const kept = totals.get(key);
  if (!kept || version === undefined || kept.version !== version) return undefined;
  totals.delete(key);
  totals.set(key, kept);
  return kept.total;
}

/**
 * The total kept for `key` at any version, with its table's size then: what a list needs to
 * choose how to read a page (ListQuery.scanWhere), where a total from before the last write is
 * close enough. Undefined when the filter was never counted.
 */
export function keptShape(key: string): { total: number; rows: number } | undefined {
  const kept = totals.get(key);
  return kept && { total: kept.total, rows: kept.rows };
}

export function rememberTotal(key: string, version: string, total: number, rows = -1): void {
  totals.delete(key);
  totals.set(key, { version, total, rows });
  if (totals.size > TOTAL_MEMO_LIMIT) totals.delete(totals.keys().next().value!);
}

/** For tests: how many totals are kept. */
export const totalMemoSize = () => totals.size;
