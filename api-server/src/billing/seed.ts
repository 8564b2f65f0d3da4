import type { Queryable } from '../db/db';
import { seedAnchor } from '../jobs/seed';
import { createPrng } from '../seed/prng';
import { generateDueSheets } from './billing-service';

const DAY = 24 * 60 * 60 * 1000;

interface ItemRow {
  id: number;
  billed_amount: number;
  overdue_ms: number;
}

/**
 * Transfer sheets for the seeded history, produced by the billing service itself from the
 * seeded completed jobs (every closed period up to the seed's anchor), then a believable
 * settlement state on the new items: long past due mostly settled (paid in full), some failed
 * transfers and part payments; recently due half settled, half overdue; not yet due mostly
 * outstanding. Idempotent: existing sheets are never touched.
 */
export async function seedBilling(tx: Queryable, options: { anchor?: number } = {}): Promise<{ sheets: number; items: number }> {
  const anchor = options.anchor ?? seedAnchor();
  const created = await generateDueSheets(tx, anchor);
  if (!created.length) return { sheets: 0, items: 0 };
  // As the schedule would have made them: a minute after each period closed.
  const ids = created.map((sheet) => sheet.id);
  await tx.query("update business_transfer_sheets set created_at = billing_period_end + interval '61 seconds' where id = any($1::int[])", [ids]);
  await tx.query(
    `update business_transfer_sheet_items i set created_at = s.created_at, updated_at = s.created_at
     from business_transfer_sheets s where s.id = i.business_transfer_sheet_id and s.id = any($1::int[])`,
    [ids],
  );
  const items = await tx.query<ItemRow>(
    `select i.id, i.billed_amount, extract(epoch from i.overdue_at)::float8 * 1000 as overdue_ms from business_transfer_sheet_items i
     where i.business_transfer_sheet_id = any($1::int[]) order by i.business_transfer_sheet_id, i.id`,
    [ids],
  );
  const rng = createPrng(20260415);
  const updates = items.map((item) => {
    const pastDue = anchor - item.overdue_ms;
    const roll = rng.next();
    const settled = { id: item.id, status: 'settled', paid: item.billed_amount, remarks: rng.chance(0.3) ? 'Paid by bank transfer' : null, settledAt: item.overdue_ms - rng.int(1, 14) * DAY };
    const outstanding = { id: item.id, status: 'outstanding', paid: 0, remarks: null, settledAt: null };
    if (pastDue > 30 * DAY) {
      if (roll < 0.8) return settled;
      if (roll < 0.9) return { ...outstanding, status: 'failed', remarks: rng.pick(['Transfer returned by the bank: account closed', 'Transfer rejected: name mismatch']) };
      return { ...outstanding, paid: Math.floor(item.billed_amount / 2), remarks: 'Part payment received; balance overdue' };
    }
    if (pastDue > 0) return roll < 0.5 ? settled : outstanding;
    return roll < 0.3 ? settled : outstanding;
  });
  await tx.query(
    `update business_transfer_sheet_items i set status = u.status, paid_amount = u.paid, remarks = u.remarks,
       settled_at = u.settled_at, updated_at = coalesce(u.settled_at, i.updated_at)
     from jsonb_to_recordset($1::jsonb) as u(id int, status text, paid int, remarks text, settled_at timestamptz)
     where i.id = u.id`,
    [JSON.stringify(updates.map((u) => ({ ...u, settled_at: u.settledAt === null ? null : new Date(u.settledAt).toISOString() })))],
  );
  return { sheets: created.length, items: items.length };
}
