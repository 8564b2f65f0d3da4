import type { Queryable } from '../db/db';

/**
 * Bulk insert for the applications, onboarding and billing seeds: rows travel as one JSON
 * array per batch and `jsonb_populate_recordset` types them by the table's own row type (arrays
 * included), so a batch of 1,000 wide rows is one statement. Only `columns` are written.
 */
export async function insertJsonRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: Array<Record<string, unknown>>,
  batchSize = 1000,
): Promise<number> {
  const list = columns.join(', ');
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.query(`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, $1::jsonb)`, [
      JSON.stringify(rows.slice(start, start + batchSize)),
    ]);
  }
  return rows.length;
}

/** Reserves `count` ids of `table` (identity column `id`), so related rows can be built before inserting. */
export async function nextIds(db: Queryable, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db.query<{ id: number }>(`select nextval(pg_get_serial_sequence('${table}', 'id'))::int as id from generate_series(1, $1)`, [count]);
  return rows.map((r) => r.id);
}
