-- The dashboard's ticket figures (GET /tickets/summary: open tickets per status, unassigned, held
-- by the caller) without counting tickets: on the large seed 12,000 of 20,000 tickets are open
-- and counting them took 30-60 ms a request on PGlite. The number of tickets per status and
-- assignee (0: nobody) is kept here instead, by statement-level triggers in the same
-- transaction as the change, as job_counts is for jobs (050_list_indexes): exact, and a few
-- dozen rows to read (one per status and admin).
create table ticket_counts (
  status text not null,
  assignee_id integer not null,
  n bigint not null,
  primary key (status, assignee_id)
);
insert into ticket_counts (status, assignee_id, n)
  select status, coalesce(assigned_to_user_id, 0), count(*) from tickets group by 1, 2;

-- Adds the change of one statement (+1 per row in `added`, -1 per row in `removed`), in key
-- order so concurrent writers take the counter rows in the same order.
create or replace function ticket_counts_add() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into ticket_counts (status, assignee_id, n)
      select status, coalesce(assigned_to_user_id, 0), count(*) from added group by 1, 2 order by 1, 2
      on conflict (status, assignee_id) do update set n = ticket_counts.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into ticket_counts (status, assignee_id, n)
      select status, coalesce(assigned_to_user_id, 0), -count(*) from removed group by 1, 2 order by 1, 2
      on conflict (status, assignee_id) do update set n = ticket_counts.n + excluded.n;
  else
    insert into ticket_counts (status, assignee_id, n)
      select status, assignee_id, sum(d) from (
        select status, coalesce(assigned_to_user_id, 0) as assignee_id, 1 as d from added
        union all
        select status, coalesce(assigned_to_user_id, 0), -1 from removed
      ) change
      group by 1, 2 having sum(d) <> 0 order by 1, 2
      on conflict (status, assignee_id) do update set n = ticket_counts.n + excluded.n;
  end if;
  return null;
end $$;

create or replace function ticket_counts_clear() returns trigger language plpgsql as $$
begin
  delete from ticket_counts;
  return null;
end $$;

create trigger ticket_counts_insert after insert on tickets referencing new table as added for each statement execute function ticket_counts_add();
create trigger ticket_counts_update after update on tickets referencing old table as removed new table as added for each statement execute function ticket_counts_add();
create trigger ticket_counts_delete after delete on tickets referencing old table as removed for each statement execute function ticket_counts_add();
create trigger ticket_counts_truncate after truncate on tickets for each statement execute function ticket_counts_clear();
