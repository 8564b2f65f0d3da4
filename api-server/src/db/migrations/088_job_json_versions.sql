-- A version of each job's JSON (spec §3: the job with its parties, places, subcategory, documents,
-- packages, actions, chats and review), for the API's kept JSON of the jobs lists
-- (src/jobs/kept-job-json.ts): writing a page of 20 jobs as JSON was 6.1-6.5 ms of PostgreSQL per
-- request, most of a jobs list's cost (docs/api-performance.md, twelfth step). The API keeps each
-- job's text with the version it was written at, read in the same statement (one snapshot), and
-- serves it again only while a statement reads the same version.
--
-- A job's version is a random uuid (never seen before, in any database: one memo serves the
-- databases the tests clone from one template), set anew in the statement that writes the job's
-- own row or a row of its to-many relations, in that statement's transaction: a reader sees the
-- new version exactly when it sees the change. A transaction rolled back leaves a version no
-- reader outside it ever sees again. The rows the jobs name but share with other jobs (users'
-- names, emails and phone numbers, places, subcategories and their workflows and categories,
-- document types, package configs, delivery slots) set the version 'job_references' of
-- data_versions instead (085: a new uuid at commit, 16 shards), which every kept job is checked
-- against too: a rename of an atoll does not rewrite the versions of thousands of jobs.
create table job_json_versions (
  job_id integer primary key,
  version uuid not null default gen_random_uuid()
);
insert into job_json_versions (job_id) select id from jobs;

-- TRUNCATE of a relation (tests and seeding only): a new version for every job.
create or replace function job_json_touch_all() returns trigger language plpgsql as $$
begin
  update job_json_versions set version = gen_random_uuid();
  return null;
end $$;

create or replace function job_json_versions_insert() returns trigger language plpgsql as $$
begin
  insert into job_json_versions (job_id) select id from changes;
  return null;
end $$;

create or replace function job_json_versions_delete() returns trigger language plpgsql as $$
begin
  delete from job_json_versions where job_id in (select id from changes);
  return null;
end $$;

create or replace function job_json_versions_clear() returns trigger language plpgsql as $$
begin
  delete from job_json_versions;
  return null;
end $$;

create trigger jobs_json_insert after insert on jobs referencing new table as changes for each statement execute function job_json_versions_insert();
create or replace function job_json_touch_jobs() returns trigger language plpgsql as $$
begin
  update job_json_versions set version = gen_random_uuid() where job_id in (select id from changes);
  return null;
end $$;

create trigger jobs_json_update after update on jobs referencing new table as changes for each statement execute function job_json_touch_jobs();
create trigger jobs_json_delete after delete on jobs referencing old table as changes for each statement execute function job_json_versions_delete();
create trigger jobs_json_truncate after truncate on jobs for each statement execute function job_json_versions_clear();

-- The to-many relations: a new version for the jobs of a statement's rows, old and new (an update
-- can move a row from one job to another). One function per relation, its statement written out
-- (`{t}` is the transition table): PL/pgSQL plans it once per connection, where EXECUTE of one
-- shared function planned it on every write (an update of an action served 1,800 writes/s at
-- 10 connections that way, 3,900-4,600 so, 6,000-6,900 without the triggers). A statement that
-- writes rows of several jobs takes their version rows in the order its plan finds them, as a
-- transaction writing several jobs takes their rows in its statements' order.
do $$
declare
  r record;
begin
  for r in select * from (values
      ('job_actions', 'select job_id from {t}'),
      ('chats', 'select job_id from {t}'),
      ('chat_messages', 'select c.job_id from {t} m join chats c on c.id = m.chat_id'),
      ('chat_message_offers', 'select c.job_id from {t} f join chat_messages m on m.id = f.chat_message_id join chats c on c.id = m.chat_id'),
      ('documents', 'select relation_id from {t} where relation_name in (''job'', ''job_proof_of_work'', ''job_payment'')'),
      ('job_package_configs', 'select job_id from {t}'),
      ('reviews', 'select job_id from {t}')
    ) t(tab, jobs)
  loop
    execute format($f$create or replace function %I() returns trigger language plpgsql as $body$
      begin
        if tg_op = 'UPDATE' then
          update job_json_versions set version = gen_random_uuid() where job_id in (%s union %s);
        else
          update job_json_versions set version = gen_random_uuid() where job_id in (%s);
        end if;
        return null;
      end $body$ $f$, 'job_json_touch_' || r.tab, replace(r.jobs, '{t}', 'changes'), replace(r.jobs, '{t}', 'old_changes'), replace(r.jobs, '{t}', 'changes'));
    execute format('create trigger %I after insert on %I referencing new table as changes for each statement execute function %I()', r.tab || '_job_json_insert', r.tab, 'job_json_touch_' || r.tab);
    execute format('create trigger %I after update on %I referencing old table as old_changes new table as changes for each statement execute function %I()', r.tab || '_job_json_update', r.tab, 'job_json_touch_' || r.tab);
    execute format('create trigger %I after delete on %I referencing old table as changes for each statement execute function %I()', r.tab || '_job_json_delete', r.tab, 'job_json_touch_' || r.tab);
    execute format('create trigger %I after truncate on %I for each statement execute function job_json_touch_all()', r.tab || '_job_json_truncate', r.tab);
  end loop;
end $$;

-- The shared rows: 'job_references' in data_versions, set at commit as 085 sets 'jobs'.
insert into data_versions (name, shard) select 'job_references', shard from generate_series(0, 15) shard;

create or replace function data_version_mark_as() returns trigger language plpgsql as $$
begin
  perform set_config('mv.data_written_' || tg_argv[0], 'yes', true);
  return null;
end $$;

create or replace function data_version_truncate_as() returns trigger language plpgsql as $$
begin
  update data_versions set version = gen_random_uuid() where name = tg_argv[0] and shard = 0;
  return null;
end $$;

-- users already bumps at commit (085's users_data_version); only the columns a job shows mark it.
create trigger users_job_references_written after update of name, email, phone_number or delete on users
  for each statement execute function data_version_mark_as('job_references');
create trigger users_job_references_truncate after truncate on users for each statement execute function data_version_truncate_as('job_references');

do $$
declare
  tab text;
begin
  foreach tab in array array['business_locations', 'islands', 'atolls', 'job_subcategories', 'workflows', 'job_categories',
      'document_types', 'package_configs', 'delivery_slots'] loop
    execute format('create trigger %I after update or delete on %I for each statement execute function data_version_mark_as(''job_references'')', tab || '_job_references_written', tab);
    execute format('create constraint trigger %I after update or delete on %I deferrable initially deferred for each row execute function data_version_bump()', tab || '_job_references_version', tab);
    execute format('create trigger %I after truncate on %I for each statement execute function data_version_truncate_as(''job_references'')', tab || '_job_references_truncate', tab);
  end loop;
end $$;
