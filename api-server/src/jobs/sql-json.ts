import type { Queryable } from '../db/db';
import { versionColumn } from '../db/sql-version';

/**
 * SQL fragments shared by the catalogue, users and jobs queries. Timestamps leave the database
 * as ISO 8601 UTC text (`2026-11-21T06:47:18.024Z`), the same at the top level and inside
 * json_build_object, on PGlite and PostgreSQL alike.
 */
export const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `{ id, name, email }` of the user aliased `alias`, or null. */
export const userSummaryJson = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'email', ${alias}.email) end`;

/*
 * Set-based relations (the jobs and tickets lists): a statement starts with `with page as (...)`,
 * the rows of the page, and reads each to-many relation once for the whole page, grouped by its
 * row, instead of a subquery per row and relation (docs/api-performance-history.md, fourth step).
 */

/** The ids of the page's rows as one array (an InitPlan: each relation uses its index with it). */
export const PAGE_IDS = 'array(select id from page)';

/** The object of the select list `fields`, evaluated where it stands. */
export const obj = (fields: string) => `(select row_to_json(o) from (select ${fields}) o)`;

export const orNull = (alias: string, json: string) => `case when ${alias}.id is null then null else ${json} end`;

/** `k, t`: per `key`, the JSON array (text) of `fields` of the rows `from ... where` finds, in `order`. */
export const grouped = (key: string, fields: string, from: string, where: string, order: string) =>
  `select ${key} as k, '[' || string_agg(row_to_json(o)::text, ',' order by ${order}) || ']' as t
   from ${from} cross join lateral (select ${fields}) o where ${where} group by ${key}`;

/** `{ id, name, email }` of the user aliased `alias` (the contract's user summary), or null. */
export const userSummaryObj = (alias: string) => orNull(alias, obj(`${alias}.id, ${alias}.name, ${alias}.email`));

/** `{ id, name, email, phone_number }` of the user aliased `alias` (a job's parties, an onboarding request's user), or null. */
const person = (alias: string) => obj(`${alias}.id, ${alias}.name, ${alias}.email, ${alias}.phone_number`);
export const personObj = (alias: string) => orNull(alias, person(alias));

/** personObj of the user whose id is `id`, read by a subquery (`alias` names its row), or null: no join for a nullable reference. */
export const personById = (id: string, alias: string) => `(select ${person(alias)} from users ${alias} where ${alias}.id = ${id})`;

/**
 * The JSON array (text) of `fields` for each row `from ... where` finds, in `order`; `[]` when
 * none. (The element's alias is `elem`, so `where` can name an outer row `o`.)
 */
export const arrayText = (fields: string, from: string, where: string, order: string) =>
  `coalesce((select '[' || string_agg(row_to_json(elem)::text, ',' order by ${order}) || ']' from ${from} cross join lateral (select ${fields}) elem where ${where}), '[]')`;

/** A document with its user `du` and its type `dt`. */
export const DOCUMENT_FROM = 'documents d left join users du on du.id = d.user_id left join document_types dt on dt.id = d.document_type_id';

/** A document (DOCUMENT_FROM), its fields in the contract's order. */
export const DOCUMENT_FIELDS = `d.id, ${versionColumn('d')}, d.document_type_id, d.file_original_name, d.file_size, d.mime, d.relation_name, d.relation_id,
  ${isoTime('d.created_at')} as created_at, ${userSummaryObj('du')} as "user", ${orNull('dt', obj('dt.id, dt.slug, dt.name'))} as "documentType"`;

/** The `json` column of `sql` (a statement of `id, json` rows for the ids `$1`) for each of `ids`, in that order (missing ones left out). */
export async function jsonTextsByIds(db: Queryable, sql: string, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ id: number; json: string }>(sql, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row.json]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
