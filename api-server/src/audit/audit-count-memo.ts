import type { Queryable } from '../db/db';
import type { SqlWhere } from '../lists/sql-where';

/**
 * Exact totals of the audit trail's filters without counting the whole trail on every page.
 *
 * The trail only grows (no update, no delete: migration 060's rules), so a filter's total is a
 * kept count of its rows up to some id plus a count of the newer ones, which an index range on the
 * id reads in a few rows. The kept part must be final: ids come from a sequence when a row is
 * inserted, not when it commits, so a transaction open during a count can still commit a row
 * below the newest id that count saw. So a mark is taken first: the newest id and the snapshot's
 * transaction horizon (`pg_snapshot_xmax`), no count. Every id up to the mark was taken by a
 * transaction below the horizon; once a later statement's snapshot shows all of those ended
 * (`pg_snapshot_xmin` reached the horizon), no row up to the mark can still appear, and that
 * statement, which counts the rows past the kept id anyway, also counts those up to the mark:
 * the kept count moves up to it, and a new mark is taken.
 *
 * Per process, in memory, for at most MEMO_LIMIT filters (least recently used dropped first).
 */
export const MEMO_LIMIT = 500;

interface Kept {
  /** A final count: no row with id <= upTo can still appear. */
  stable: { upTo: number; count: number };
  /** The newest id when the mark was taken, and the transaction horizon then. */
  mark?: { upTo: number; horizon: bigint };
}

interface CountRow {
  n: number;
  to_mark: number;
  newest: string | number | null;
  xmin: string;
  xmax: string;
}

export function createAuditCountMemo(limit = MEMO_LIMIT) {
  const memo = new Map<string, Kept>();

  function keep(key: string, kept: Kept): void {
    memo.delete(key);
    memo.set(key, kept);
    if (memo.size > limit) memo.delete(memo.keys().next().value as string);
  }

  return {
    /** The exact number of audit events `where` selects (`where` reads `audit_events e`). */
    async total(db: Queryable, where: SqlWhere): Promise<number> {
      const key = `${where.sql} ${JSON.stringify(where.params)}`;
      const kept: Kept = memo.get(key) ?? { stable: { upTo: 0, count: 0 } };
      const params = [...where.params, kept.stable.upTo, kept.mark?.upTo ?? 0];
      const [after, mark] = [`$${params.length - 1}`, `$${params.length}`];
      const [row] = await db.query<CountRow>(
        `select count(*)::int as n, (count(*) filter (where e.id <= ${mark}))::int as to_mark,
           (select max(id) from audit_events) as newest,
           pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_snapshot_xmax(pg_current_snapshot())::text as xmax
         from audit_events e ${where.sql ? `${where.sql} and` : 'where'} e.id > ${after}`,
        params,
      );
      const total = kept.stable.count + row!.n;
      const next: Kept = { ...kept };
      if (next.mark && BigInt(row!.xmin) >= next.mark.horizon) {
        next.stable = { upTo: next.mark.upTo, count: kept.stable.count + row!.to_mark };
        next.mark = undefined;
      }
      const newest = Number(row!.newest ?? 0);
      if (!next.mark && newest > next.stable.upTo) next.mark = { upTo: newest, horizon: BigInt(row!.xmax) };
      keep(key, next);
      return total;
    },
    /** How many filters are kept (tests). */
    size: () => memo.size,
  };
}
export type AuditCountMemo = ReturnType<typeof createAuditCountMemo>;
