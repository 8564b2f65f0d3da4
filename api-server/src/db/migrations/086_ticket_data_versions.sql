-- A version of the rows of tickets (085_data_versions), for the memo of the tickets search's
-- totals (src/lists/total-memo.ts): a search matches a ticket's reference and description and its
-- creator's name and email, so its total is kept at the versions of tickets and of users together.
-- The same triggers as jobs and users: a new uuid in one of 16 shards when a transaction that
-- wrote tickets commits.
insert into data_versions (name, shard) select 'tickets', shard from generate_series(0, 15) shard;

create trigger tickets_data_written after insert or update or delete on tickets for each statement execute function data_version_mark();
create constraint trigger tickets_data_version after insert or update or delete on tickets
  deferrable initially deferred for each row execute function data_version_bump();
create trigger tickets_data_version_truncate after truncate on tickets for each statement execute function data_version_truncate();
