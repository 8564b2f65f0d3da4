-- A version of the rows of jobs and of users, for the API's memo of search totals
-- (src/lists/total-memo.ts): the exact count of a free-text match is most of a search's cost, and
-- a staff user paging through a search, or a list refetching, asks for the same count again.
-- The API keeps a count with the version it was counted at (in the same statement, so the same
-- snapshot), and uses it again only while a statement reads the same version.
--
-- Every transaction that writes the table sets a new random version (a uuid: never seen before,
-- in any database, so one memo can serve databases cloned from one template), once, when it
-- commits: a deferred constraint trigger. The table has 16 version rows (shards): the writer
-- sets the one its transaction id picks, and a reader reads all 16 in one subquery. At commit the
-- writer takes no lock after its version rows (one per table it wrote, in name order), so two
-- writers cannot deadlock on them, and it holds them only until its commit ends: writers queue
-- there only when their transactions pick the same shard (with a single row, concurrent writers
-- of jobs committed one at a time: 10 connections made a third of the writes per second;
-- docs/api-performance-history.md, fifth step). The bumps of a shard are serialised by its row, so a
-- writer that committed between two snapshots set a uuid neither the earlier snapshot nor any
-- earlier writer saw: two snapshots that read the same 16 versions see the same rows.
create table data_versions (
  name text not null,
  shard smallint not null,
  version uuid not null default gen_random_uuid(),
  primary key (name, shard)
);
insert into data_versions (name, shard) select name, shard from (values ('jobs'), ('users')) t(name), generate_series(0, 15) shard;

-- At write time (statement triggers): which tables this transaction wrote, in a
-- transaction-local setting.
create or replace function data_version_mark() returns trigger language plpgsql as $$
begin
  perform set_config('mv.data_written_' || tg_table_name, 'yes', true);
  return null;
end $$;

-- At commit (the first deferred row event of the transaction): a new version for every table
-- the transaction wrote, in name order, so writers of both tables take the rows in one order.
create or replace function data_version_bump() returns trigger language plpgsql as $$
declare
  t text;
begin
  if current_setting('mv.data_versions_bumped', true) is distinct from 'yes' then
    for t in select distinct name from data_versions where current_setting('mv.data_written_' || name, true) = 'yes' order by name loop
      update data_versions set version = gen_random_uuid() where name = t and shard = txid_current() % 16;
    end loop;
    perform set_config('mv.data_versions_bumped', 'yes', true);
  end if;
  return null;
end $$;

-- TRUNCATE cannot fire a constraint trigger: it sets the version at once (tests and seeding only).
create or replace function data_version_truncate() returns trigger language plpgsql as $$
begin
  update data_versions set version = gen_random_uuid() where name = tg_table_name and shard = 0;
  return null;
end $$;

create trigger jobs_data_written after insert or update or delete on jobs for each statement execute function data_version_mark();
create constraint trigger jobs_data_version after insert or update or delete on jobs
  deferrable initially deferred for each row execute function data_version_bump();
create trigger jobs_data_version_truncate after truncate on jobs for each statement execute function data_version_truncate();
create trigger users_data_written after insert or update or delete on users for each statement execute function data_version_mark();
create constraint trigger users_data_version after insert or update or delete on users
  deferrable initially deferred for each row execute function data_version_bump();
create trigger users_data_version_truncate after truncate on users for each statement execute function data_version_truncate();
