/**
 * SQL fragments shared by the catalogue, users and jobs queries. Timestamps leave the database
 * as ISO 8601 UTC text (`2026-11-21T06:47:18.024Z`), the same at the top level and inside
 * json_build_object, on PGlite and PostgreSQL alike.
 */
export const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `{ id, name, email }` of the user aliased `alias`, or null. */
export const userSummaryJson = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'email', ${alias}.email) end`;
