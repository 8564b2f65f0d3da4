-- A version of the rows of jobs and of users, for the API's memo of search totals
-- (src/lists/total-memo.ts): the exact count of a free-text match is most of a search's cost, and
-- a staff user paging through a search, or a list refetching, asks for the same count again.
-- The API keeps a count with the version it was counted at (in the same statement, so the same
-- snapshot), and uses it again only while a statement reads the same version.
--
-- Every transaction that writes the table sets a new random version (a uuid: never seen before,
-- in any database, so one memo can serve databases cloned from one template), once, when it
-- commits: a deferred constraint trigger. At commit the transaction takes no lock after the
-- version rows (taken in name order), so two writers cannot deadlock on them, and it holds them
-- only until its commit ends: writers of one table queue there, at commit, for each other
-- (docs/api-performance.md, fifth step). Since the bumps of a table are serialised by its row,
-- a snapshot that sees a version sees every write of that table committed before it and none
-- after: two snapshots that read the same version see the same rows.
create table data_versions (
  name text primary key,
  version uuid not null default gen_random_uuid()
);
insert into data_versions (name) values ('jobs'), ('users');

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
    for t in select name from data_versions where current_setting('mv.data_written_' || name, true) = 'yes' order by name loop
      update data_versions set version = gen_random_uuid() where name = t;
    end loop;
    perform set_config('mv.data_versions_bumped', 'yes', true);
  end if;
  return null;
end $$;

-- TRUNCATE cannot fire a constraint trigger: it sets the version at once (tests and seeding only).
create or replace function data_version_truncate() returns trigger language plpgsql as $$
begin
  update data_versions set version = gen_random_uuid() where name = tg_table_name;
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
