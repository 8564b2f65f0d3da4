import type { Db } from '../db/db';
import { createTestDb } from '../testing/test-db';
import { inRolledBackTransaction } from '../testing/rolled-back';

// What 087_transfer_sheet_totals keeps on each sheet always equals its items added up, whatever
// writes them: the list and the summary read the kept figures.
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

type Totals = { id: number; items: number; outstanding: number; unsettled: number; billed: string; paid: string };

const addedUp = () =>
  db.query<Totals>(`select s.id, count(i.id)::int as items,
      (count(i.id) filter (where i.status = 'outstanding'))::int as outstanding, (count(i.id) filter (where i.status <> 'settled'))::int as unsettled,
      coalesce(sum(i.billed_amount), 0)::text as billed, coalesce(sum(i.paid_amount), 0)::text as paid
    from business_transfer_sheets s left join business_transfer_sheet_items i on i.business_transfer_sheet_id = s.id group by s.id order by s.id`);
const kept = () =>
  db.query<Totals>(`select id, items_count as items, outstanding_count as outstanding, unsettled_count as unsettled,
      total_billed_amount::text as billed, total_paid_amount::text as paid from business_transfer_sheets order by id`);

test('the totals kept on each sheet follow inserts, payments, moves between sheets, deletes (also rolled back) and truncate', async () => {
  const seeded = await addedUp();
  expect(seeded.filter((s) => s.items > 0).length).toBeGreaterThan(1);
  expect(seeded.some((s) => s.unsettled > 0 && s.outstanding < s.unsettled)).toBe(true);
  expect(await kept()).toEqual(seeded);

  const [first, second] = seeded.filter((s) => s.items > 0);
  // More items for a sheet: the seed's items again, billed to other providers.
  await db.query(
    `insert into business_transfer_sheet_items (business_transfer_sheet_id, subscription_type_id, billed_service_provider_id, status,
       overdue_at, total_jobs_count, profit_percentage_bp, billed_amount, paid_amount)
     select $1, i.subscription_type_id, u.id, i.status, i.overdue_at, i.total_jobs_count, i.profit_percentage_bp, i.billed_amount + u.id, i.paid_amount
     from business_transfer_sheet_items i
     join lateral (select u.id from users u where not exists (select 1 from business_transfer_sheet_items x
       where x.business_transfer_sheet_id = $1 and x.billed_service_provider_id = u.id) order by u.id limit 1 offset i.id % 5) u on true
     where i.business_transfer_sheet_id = $2 and i.id % 2 = 0
     on conflict do nothing`,
    [first!.id, second!.id],
  );
  expect((await kept()).find((s) => s.id === first!.id)!.items).toBeGreaterThan(first!.items);
  expect(await kept()).toEqual(await addedUp());

  await db.query(`update business_transfer_sheet_items set status = 'settled', paid_amount = billed_amount where id % 3 = 0`);
  await db.query(`update business_transfer_sheet_items set status = 'failed', remarks = 'Bounced' where id % 3 = 1`);
  await db.query(`update business_transfer_sheet_items set paid_amount = billed_amount / 2 where status = 'outstanding'`);
  await db.query(`update business_transfer_sheet_items set remarks = 'Checked'`);
  expect(await kept()).toEqual(await addedUp());

  // An item moved to another sheet leaves the first one's figures.
  await db.query(
    `update business_transfer_sheet_items set business_transfer_sheet_id = $2
     where business_transfer_sheet_id = $1 and billed_service_provider_id not in (select billed_service_provider_id from business_transfer_sheet_items where business_transfer_sheet_id = $2)`,
    [second!.id, first!.id],
  );
  expect(await kept()).toEqual(await addedUp());

  await db.query(`delete from business_transfer_sheet_item_jobs where item_id % 4 = 0`);
  await db.query(`delete from business_transfer_sheet_items where id % 4 = 0`);
  expect(await kept()).toEqual(await addedUp());

  const before = await kept();
  await inRolledBackTransaction(db, (tx) => tx.query(`update business_transfer_sheet_items set status = 'outstanding', paid_amount = 0 returning id`));
  expect(await kept()).toEqual(before);

  // A sheet deleted with its items (on delete cascade), then every item at once.
  await db.query('delete from business_transfer_sheets where id = $1', [second!.id]);
  expect(await kept()).toEqual(await addedUp());
  await db.exec('truncate business_transfer_sheet_items cascade');
  const emptied = await kept();
  expect(emptied.length).toBeGreaterThan(0);
  expect(emptied).toEqual(emptied.map((s) => ({ ...s, items: 0, outstanding: 0, unsettled: 0, billed: '0', paid: '0' })));
  expect(emptied).toEqual(await addedUp());
});
