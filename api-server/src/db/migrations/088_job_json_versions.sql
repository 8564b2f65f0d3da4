-- A version of each job's JSON (spec §3: the job with its parties, places, subcategory, documents,
-- packages, actions, chats and review), for the API's kept JSON of the jobs lists
-- (src/lists/kept-json.ts): writing a page of 20 jobs as JSON was 6.1-6.5 ms of PostgreSQL per
-- request, most of a jobs list's cost (docs/api-performance-history.md, twelfth step). The API keeps each
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
--
-- The functions below set up the same for any kept JSON (089: the tickets).
create table job_json_versions (
  job_id integer primary key,
  version uuid not null default gen_random_uuid()
);
insert into job_json_versions (job_id) select id from jobs;

-- The statement triggers of `tab` that run `fn` (named after `tab` and `versions`): the
-- statement's rows as `changes`, and for an update the transition tables `update_tables` names.
create or replace function json_versions_triggers(versions text, tab text, fn text, update_tables text) returns void language plpgsql as $$
begin
  execute format('create trigger %I after insert on %I referencing new table as changes for each statement execute function %I()', tab || '_' || versions || '_insert', tab, fn);
  execute format('create trigger %I after update on %I referencing %s for each statement execute function %I()', tab || '_' || versions || '_update', tab, update_tables, fn);
  execute format('create trigger %I after delete on %I referencing old table as changes for each statement execute function %I()', tab || '_' || versions || '_delete', tab, fn);
  execute format('create trigger %I after truncate on %I for each statement execute function %I()', tab || '_' || versions || '_truncate', tab, fn);
end $$;

-- The versions table `versions` (key column `key_column`) follows the rows of `tab`: a row for
-- each of them, a new version when one is updated.
create or replace function json_versions_follow(versions text, key_column text, tab text) returns void language plpgsql as $$
declare
  fn text := versions || '_of_' || tab;
begin
  execute format($f$create or replace function %1$I() returns trigger language plpgsql as $body$
    begin
      if tg_op = 'INSERT' then
        insert into %2$I (%3$I) select id from changes;
      elsif tg_op = 'UPDATE' then
        update %2$I set version = gen_random_uuid() where %3$I in (select id from changes);
      elsif tg_op = 'DELETE' then
        delete from %2$I where %3$I in (select id from changes);
      else
        delete from %2$I;
      end if;
      return null;
    end $body$ $f$, fn, versions, key_column);
  perform json_versions_triggers(versions, tab, fn, 'new table as changes');
end $$;

-- A new version in `versions` for the rows that `keys` (a select of one column from `{t}`, the
-- statement's rows) names, after every statement that writes `tab`: its old and new rows (an
-- update can move a row from one job to another); every version after a truncate. One function
-- per relation with its statement written out: PL/pgSQL plans it once per connection, where
-- EXECUTE in one shared function planned it on every write (an update of an action served 1,800
-- writes/s at 10 connections that way, 4,600-6,200 so, 8,200-8,500 without the triggers). A
-- statement that writes rows of several jobs takes their version rows in the order its plan
-- finds them, as a transaction writing several jobs takes their rows in its statements' order.
create or replace function json_versions_touch(versions text, key_column text, tab text, keys text) returns void language plpgsql as $$
declare
  fn text := versions || '_of_' || tab;
begin
  execute format($f$create or replace function %1$I() returns trigger language plpgsql as $body$
    begin
      if tg_op = 'UPDATE' then
        update %2$I set version = gen_random_uuid() where %3$I in (%4$s union %5$s);
      elsif tg_op = 'TRUNCATE' then
        update %2$I set version = gen_random_uuid();
      else
        update %2$I set version = gen_random_uuid() where %3$I in (%4$s);
      end if;
      return null;
    end $body$ $f$, fn, versions, key_column, replace(keys, '{t}', 'changes'), replace(keys, '{t}', 'old_changes'));
  perform json_versions_triggers(versions, tab, fn, 'old table as old_changes new table as changes');
end $$;

-- The shared rows: a version `name` in data_versions, set at commit as 085 sets 'jobs', by
-- every transaction that updates or deletes rows of `tab` (or, with `columns`, updates those
-- columns: users, whose other columns change on every sign-in). An inserted row is named by no
-- kept JSON yet.
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

create or replace function data_version_follow(name text, tab text, columns text default null) returns void language plpgsql as $$
declare
  events text := case when columns is null then 'update or delete' else 'update of ' || columns || ' or delete' end;
begin
  execute format('create trigger %I after %s on %I for each statement execute function data_version_mark_as(%L)', tab || '_' || name || '_written', events, tab, name);
  execute format('create trigger %I after truncate on %I for each statement execute function data_version_truncate_as(%L)', tab || '_' || name || '_truncate', tab, name);
  -- 085's deferred trigger bumps every version the transaction marked; a table without one gets it.
  if not exists (select 1 from pg_trigger where tgrelid = tab::regclass and tgfoid = 'data_version_bump'::regproc) then
    execute format('create constraint trigger %I after update or delete on %I deferrable initially deferred for each row execute function data_version_bump()', tab || '_data_version', tab);
  end if;
end $$;

select json_versions_follow('job_json_versions', 'job_id', 'jobs');
select json_versions_touch('job_json_versions', 'job_id', tab, keys) from (values
    ('job_actions', 'select job_id from {t}'),
    ('chats', 'select job_id from {t}'),
    ('chat_messages', 'select c.job_id from {t} m join chats c on c.id = m.chat_id'),
    ('chat_message_offers', 'select c.job_id from {t} f join chat_messages m on m.id = f.chat_message_id join chats c on c.id = m.chat_id'),
    ('documents', 'select relation_id from {t} where relation_name in (''job'', ''job_proof_of_work'', ''job_payment'')'),
    ('job_package_configs', 'select job_id from {t}'),
    ('reviews', 'select job_id from {t}')
  ) t(tab, keys);
select data_version_follow('job_references', 'users', 'name, email, phone_number');
select data_version_follow('job_references', tab) from unnest(array['business_locations', 'islands', 'atolls', 'job_subcategories', 'workflows',
  'job_categories', 'document_types', 'package_configs', 'delivery_slots']) tab;
