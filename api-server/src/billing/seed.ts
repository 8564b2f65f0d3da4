import type { Queryable } from '../db/db';
import { jobStory } from '../jobs/job-story';
import { approvedProviders, loadStoryContext, replayStories, seedAnchor } from '../jobs/seed';
import { createPrng } from '../seed/prng';
import { demoProviderEmails } from '../applications/demo-providers';
import { generateDueSheets } from './billing-service';

/** Completed jobs of the demo business providers added before the first sheets (see below). */
export const DEMO_BUSINESS_JOBS = 24;

/**
 * The jobs demo seed has few completed jobs, and fewer by business providers: add
 * DEMO_BUSINESS_JOBS completed jobs of the business providers over the last six months, made by
 * the jobs domain's own story generator and created through the job services (as the demo jobs:
 * jobs/story-replay.ts), each in a category its provider is approved for, so the sheets have
 * several items in several months. Only before any sheet exists.
 */
async function seedBusinessWork(tx: Queryable, anchor: number): Promise<void> {
  const [sheets] = await tx.query<{ n: number }>('select count(*)::int as n from business_transfer_sheets');
  if (sheets!.n > 0) return;
  const ctx = await loadStoryContext(tx, anchor);
  const businesses = (
    await tx.query<{ id: number }>(
      "select id from users where type = 'SERVICE_PROVIDER' and provider_kind = 'business' and lower(email) = any($1::text[]) order by id",
      [demoProviderEmails()],
    )
  ).map((r) => r.id);
  if (!ctx || !businesses.length) return;
  const rng = createPrng(20260501);
  const approved = new Map([...(await approvedProviders(tx))].map(([sub, ids]) => [sub, ids.filter((id) => businesses.includes(id))]));
  // Each history ends at its own moment in the last six months (a story's actions all happen
  // before its context's anchor), so completions fall in several billing periods.
  const stories = Array.from({ length: DEMO_BUSINESS_JOBS }, (_, i) =>
    jobStory('completed', { ...ctx, approvedProviders: approved, anchor: anchor - Math.floor((i * 180) / DEMO_BUSINESS_JOBS) * 86_400_000 }, rng, 9000 + i),
  );
  stories.sort((a, b) => a.job.created_at - b.job.created_at);
  await replayStories(tx, stories, 20260502);
}

const DAY = 24 * 60 * 60 * 1000;

interface ItemRow {
  id: number;
  billed_amount: number;
  overdue_ms: number;
}

/**
 * Transfer sheets for the seeded history, produced by the billing service itself from the
 * seeded completed jobs (the jobs seed's and seedBusinessWork's), for every closed period up to
 * the seed's anchor; then a believable settlement state on the new items: long past due mostly
 * settled (paid in full) with a failed transfer and a part payment in every six; recently due
 * half settled, half overdue; not yet due mostly outstanding. Idempotent: existing sheets are
 * never touched.
 */
export async function seedBilling(tx: Queryable, options: { anchor?: number } = {}): Promise<{ sheets: number; items: number }> {
  const anchor = options.anchor ?? seedAnchor();
  await seedBusinessWork(tx, anchor);
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
  // A fixed pattern (not a coin toss) so even a small demo shows every state.
  const counters = { long: 0, recent: 0, open: 0 };
  const updates = items.map((item) => {
    const pastDue = anchor - item.overdue_ms;
    const settled = {
      id: item.id,
      status: 'settled',
      paid: item.billed_amount,
      remarks: rng.chance(0.3) ? 'Paid by bank transfer' : null,
      settledAt: item.overdue_ms - rng.int(1, 14) * DAY,
    };
    const outstanding = { id: item.id, status: 'outstanding', paid: 0, remarks: null as string | null, settledAt: null as number | null };
    if (pastDue > 30 * DAY) {
      const n = counters.long++ % 6;
      if (n === 2)
        return { ...outstanding, status: 'failed', remarks: rng.pick(['Transfer returned by the bank: account closed', 'Transfer rejected: name mismatch']) };
      if (n === 4) return { ...outstanding, paid: Math.floor(item.billed_amount / 2), remarks: 'Part payment received; balance overdue' };
      return settled;
    }
    if (pastDue > 0) return counters.recent++ % 2 ? settled : outstanding;
    return counters.open++ % 3 === 2 ? settled : outstanding;
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
