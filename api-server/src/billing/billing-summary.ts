import type { BillingSummary } from '../contract';
import type { Queryable } from '../db/db';
import { billingSchedule } from './billing-periods';

/**
 * The dashboard's billing figures (GET /business-transfer-sheet/summary), two statements: the
 * newest sheet with what is still owed on it (billed minus paid, the sheet page's "Outstanding", from
 * the totals kept on the sheet: 087_transfer_sheet_totals),
 * and the overdue items per sheet (outstanding and past `overdue_at` at `now`: the same rule as
 * the items list's `overdue=true`). Amounts are summed as bigint in SQL and are integer cents.
 */
export async function billingSummary(db: Queryable, now: number): Promise<BillingSummary> {
  const [latest] = await db.query<{ id: number; batch_name: string; outstanding_amount: string }>(
    `select s.id, s.batch_name,
       (s.total_billed_amount - s.total_paid_amount)::text as outstanding_amount
     from business_transfer_sheets s order by s.billing_period_start desc, s.id desc limit 1`,
  );
  const sheets = await db.query<{ id: number; batch_name: string; items: number; amount: string }>(
    `select s.id, s.batch_name, x.items, x.amount::text as amount
     from (select i.business_transfer_sheet_id as sheet_id, count(*)::int as items, sum(i.billed_amount - i.paid_amount)::bigint as amount
           from business_transfer_sheet_items i where i.status = 'outstanding' and i.overdue_at < $1
           group by i.business_transfer_sheet_id) x
     join business_transfer_sheets s on s.id = x.sheet_id
     order by s.billing_period_start desc, s.id desc`,
    [new Date(now).toISOString()],
  );
  return {
    latest_sheet: latest ? { id: latest.id, batch_name: latest.batch_name, outstanding_amount: Number(latest.outstanding_amount) } : null,
    overdue: {
      items: sheets.reduce((n, s) => n + s.items, 0),
      amount: sheets.reduce((n, s) => n + Number(s.amount), 0),
      sheets: sheets.map(({ id, batch_name, items }) => ({ id, batch_name, items })),
    },
    next_sheet_at: billingSchedule(now).nextDate,
  };
}
