/**
 * SQL for a user as shown on applications, onboarding requests and transfer sheets
 * (contract `applicationPersonSchema`): `{ id, name, email, phone_number }`, or null when the
 * joined row is missing (a deleted admin).
 */
export const personJson = (alias: string): string =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'email', ${alias}.email, 'phone_number', ${alias}.phone_number) end`;

/** A timestamp read from JSON (`2026-03-01T10:00:00.123+00:00`) as the API writes them (`toISOString`). */
export const isoTime = (value: string | Date): string => new Date(value).toISOString();
