-- The transfer sheets list (GET /business-transfer-sheet) and one sheet showed each sheet's item
-- counts and amounts by adding up all its items on every call: on the large seed 1,148 items for
-- six sheets, most of the statement's time, and a sheet a month of a growing provider base keeps
-- adding to it. The totals are kept on the sheet instead, by statement-level triggers in the same
-- transaction as the change to the items, as job_counts and ticket_counts are kept (050, 070):
-- exact, and read with the sheet's row.
alter table business_transfer_sheets
  add column items_count integer not null default 0,
  add column outstanding_count integer not null default 0,
  add column unsettled_count integer not null default 0,
  add column total_billed_amount bigint not null default 0,
  add column total_paid_amount bigint not null default 0;

update business_transfer_sheets s set items_count = x.items, outstanding_count = x.outstanding, unsettled_count = x.unsettled,
    total_billed_amount = x.billed, total_paid_amount = x.paid
  from (
    select business_transfer_sheet_id as id, count(*)::int as items,
      (count(*) filter (where status = 'outstanding'))::int as outstanding,
      (count(*) filter (where status <> 'settled'))::int as unsettled,
      sum(billed_amount)::bigint as billed, sum(paid_amount)::bigint as paid
    from business_transfer_sheet_items group by 1
  ) x
  where s.id = x.id;

-- Adds (tg_argv[0] = 1: the statement's new rows) or takes away (-1: its old rows) the items of
-- one statement. An update runs it twice, once for each. A sheet deleted with its items (on
-- delete cascade) is gone already: its update finds no row.
create or replace function business_transfer_sheet_totals_change() returns trigger language plpgsql as $$
declare
  d integer := tg_argv[0]::integer;
begin
  update business_transfer_sheets s set
      items_count = s.items_count + d * c.items, outstanding_count = s.outstanding_count + d * c.outstanding,
      unsettled_count = s.unsettled_count + d * c.unsettled,
      total_billed_amount = s.total_billed_amount + d * c.billed, total_paid_amount = s.total_paid_amount + d * c.paid
    from (
      select business_transfer_sheet_id as id, count(*)::int as items,
        (count(*) filter (where status = 'outstanding'))::int as outstanding,
        (count(*) filter (where status <> 'settled'))::int as unsettled,
        sum(billed_amount)::bigint as billed, sum(paid_amount)::bigint as paid
      from changes group by 1
    ) c
    where s.id = c.id;
  return null;
end $$;

create or replace function business_transfer_sheet_totals_clear() returns trigger language plpgsql as $$
begin
  update business_transfer_sheets set items_count = 0, outstanding_count = 0, unsettled_count = 0, total_billed_amount = 0, total_paid_amount = 0;
  return null;
end $$;

create trigger business_transfer_sheet_totals_insert after insert on business_transfer_sheet_items
  referencing new table as changes for each statement execute function business_transfer_sheet_totals_change('1');
create trigger business_transfer_sheet_totals_update_old after update on business_transfer_sheet_items
  referencing old table as changes for each statement execute function business_transfer_sheet_totals_change('-1');
create trigger business_transfer_sheet_totals_update_new after update on business_transfer_sheet_items
  referencing new table as changes for each statement execute function business_transfer_sheet_totals_change('1');
create trigger business_transfer_sheet_totals_delete after delete on business_transfer_sheet_items
  referencing old table as changes for each statement execute function business_transfer_sheet_totals_change('-1');
create trigger business_transfer_sheet_totals_truncate after truncate on business_transfer_sheet_items
  for each statement execute function business_transfer_sheet_totals_clear();
