-- Admin lists at scale (docs/api-performance-history.md, "What the figures asked for", has the figures behind each statement here).

-- Substring search (`search`: case-insensitive `ilike '%text%'`) scanned every row: 100,000 jobs
-- took 190 ms on PostgreSQL and 300 ms on PGlite per search, 23,000 users 50-100 ms. Trigram GIN
-- indexes answer the same `ilike` (a bitmap scan, then a recheck of the candidates, so results
-- do not change) in a few milliseconds. pg_trgm ships with PostgreSQL (contrib; a trusted
-- extension, which a database owner may create) and with PGlite, which loads it when it opens
-- a database (db/pglite-db.ts). Where the API's role may not create extensions, create it once
-- as a superuser (`create extension pg_trgm`) before the server starts.
create extension if not exists pg_trgm;

-- GET /jobs?search=: title or description.
create index jobs_title_trgm_idx on jobs using gin (title gin_trgm_ops);
create index jobs_description_trgm_idx on jobs using gin (job_description gin_trgm_ops);
-- GET /users?search= and GET /users/search: name, e-mail or phone.
create index users_name_trgm_idx on users using gin (name gin_trgm_ops);
create index users_email_trgm_idx on users using gin (email gin_trgm_ops);
create index users_phone_trgm_idx on users using gin (phone_number gin_trgm_ops);

-- GET /jobs counts every match for `total_items`: without a search that was a scan of 100,000
-- index entries per page (10-20 ms, most of a page's database time). The number of jobs per
-- status and job type is kept here instead, by statement-level triggers in the same transaction
-- as the change (so it is exact, and a bulk insert costs one update per status), and the list
-- sums the rows it needs.
create table job_counts (
  status text not null,
  job_type text not null,
  n bigint not null,
  primary key (status, job_type)
);
insert into job_counts (status, job_type, n) select status, job_type, count(*) from jobs group by status, job_type;

-- Adds the change of one statement (+1 per row in `added`, -1 per row in `removed`), in key
-- order so concurrent writers take the counter rows in the same order.
create or replace function job_counts_add() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into job_counts (status, job_type, n)
      select status, job_type, count(*) from added group by status, job_type order by status, job_type
      on conflict (status, job_type) do update set n = job_counts.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into job_counts (status, job_type, n)
      select status, job_type, -count(*) from removed group by status, job_type order by status, job_type
      on conflict (status, job_type) do update set n = job_counts.n + excluded.n;
  else
    insert into job_counts (status, job_type, n)
      select status, job_type, sum(d) from (
        select status, job_type, 1 as d from added
        union all
        select status, job_type, -1 as d from removed
      ) change
      group by status, job_type having sum(d) <> 0 order by status, job_type
      on conflict (status, job_type) do update set n = job_counts.n + excluded.n;
  end if;
  return null;
end $$;

create or replace function job_counts_clear() returns trigger language plpgsql as $$
begin
  delete from job_counts;
  return null;
end $$;

create trigger job_counts_insert after insert on jobs referencing new table as added for each statement execute function job_counts_add();
create trigger job_counts_update after update on jobs referencing old table as removed new table as added for each statement execute function job_counts_add();
create trigger job_counts_delete after delete on jobs referencing old table as removed for each statement execute function job_counts_add();
create trigger job_counts_truncate after truncate on jobs for each statement execute function job_counts_clear();
