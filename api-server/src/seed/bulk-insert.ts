import type { Queryable } from '../db/db';

/** A column of a bulk insert: its name and SQL type (`int`, `text`, `jsonb`, `timestamptz`, `boolean`). */
export interface BulkColumn {
  name: string;
  type: 'int' | 'text' | 'jsonb' | 'timestamptz' | 'boolean';
}

const arrayType: Record<BulkColumn['type'], string> = { int: 'int[]', text: 'text[]', jsonb: 'text[]', timestamptz: 'text[]', boolean: 'boolean[]' };

/**
 * Inserts `rows` (one array of values per row, in column order) in batches of `batchSize`, one
 * statement per batch with one array parameter per column (`unnest`), so the statement size
 * does not grow with the row count. jsonb values are passed as JSON text; timestamps as ISO text.
 * Returns the number of rows inserted.
 */
export async function bulkInsert(db: Queryable, table: string, columns: BulkColumn[], rows: unknown[][], batchSize = 20_000): Promise<number> {
  const names = columns.map((c) => c.name).join(', ');
  const casts = columns.map((c, i) => `u.c${i}::${c.type}`).join(', ');
  const arrays = columns.map((c, i) => `$${i + 1}::${arrayType[c.type]}`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  const sql = `insert into ${table} (${names}) select ${casts} from unnest(${arrays}) as u(${aliases})`;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const params = columns.map((c, i) =>
      batch.map((row) => {
        const value = row[i];
        if (value === null || value === undefined) return null;
        return c.type === 'jsonb' ? JSON.stringify(value) : value;
      }),
    );
    await db.query(sql, params);
  }
  return rows.length;
}

/** Reserves `count` ids from the identity sequence of `table`.id (rows are then inserted with them). */
export async function reserveIds(db: Queryable, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db.query<{ id: number }>(`select nextval(pg_get_serial_sequence('${table}', 'id'))::int as id from generate_series(1, $1)`, [count]);
  return rows.map((r) => r.id);
}
