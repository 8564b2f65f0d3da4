import type { Db, Queryable } from '../src/db/db';

export interface Recorded {
  sql: string;
  params: readonly unknown[];
  ms: number;
}

/** `db` with every statement's text, parameters and time appended to `sink.list` while it is set (--explain). */
export function recordingDb(db: Db, sink: { list?: Recorded[] }): Db {
  const record = (q: Queryable): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const started = performance.now();
      try {
        return await q.query<T>(sql, params);
      } finally {
        sink.list?.push({ sql, params, ms: performance.now() - started });
      }
    },
    exec: (sql: string) => q.exec(sql),
  });
  return { ...db, ...record(db), transaction: (fn) => db.transaction((tx) => fn(record(tx))) };
}

const oneLine = (sql: string, max = 160) => {
  const s = sql.replace(/\s+/g, ' ').trim();
  return s.length > max ? `${s.slice(0, max)}...` : s;
};

/**
 * --explain: for each call, one warm request, then one more whose statements are printed with
 * their times, and `EXPLAIN (ANALYZE, BUFFERS)` of the reads that took at least `explainMs`.
 */
export async function explainCalls(
  db: Db,
  sink: { list?: Recorded[] },
  targets: readonly string[],
  first: (target: string) => Promise<{ ms: number }>,
  explainMs: number,
): Promise<void> {
  for (const target of targets) {
    await first(target);
    sink.list = [];
    const { ms } = await first(target);
    const statements = sink.list;
    sink.list = undefined;
    console.log(`\n=== GET ${target}: ${ms} ms, ${statements.length} statements`);
    for (const s of statements) console.log(`${s.ms.toFixed(1).padStart(8)} ms  ${oneLine(s.sql)}`);
    for (const s of statements.filter((s) => s.ms >= explainMs && /^\s*(select|with)\b/i.test(s.sql))) {
      console.log(`\n--- ${s.ms.toFixed(1)} ms: ${oneLine(s.sql, 400)}\n    params: ${oneLine(JSON.stringify(s.params), 200)}`);
      const plan = await db.query<Record<string, string>>(`explain (analyze, buffers) ${s.sql}`, s.params);
      for (const row of plan) console.log(`    ${Object.values(row)[0]}`);
    }
  }
}
