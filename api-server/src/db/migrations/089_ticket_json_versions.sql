-- A version of each ticket's JSON (spec §6: the ticket with its subcategory, creator, assignee,
-- assignments, chats with their messages' count and last time, and documents), for the kept JSON
-- of the tickets lists (src/lists/kept-json.ts), as 088 keeps the jobs': the tickets' status
-- filter and deep pages spent most of PostgreSQL's time on them writing the page's tickets as
-- JSON (docs/api-performance-history.md, eighth and twelfth steps). The rows tickets share (users' types,
-- names and emails, subcategories and categories, document types) set 'ticket_references'.
create table ticket_json_versions (
  ticket_id integer primary key,
  version uuid not null default gen_random_uuid()
);
insert into ticket_json_versions (ticket_id) select id from tickets;

select json_versions_follow('ticket_json_versions', 'ticket_id', 'tickets');
select json_versions_touch('ticket_json_versions', 'ticket_id', tab, keys) from (values
    ('ticket_assignments', 'select ticket_id from {t}'),
    ('ticket_chats', 'select ticket_id from {t}'),
    ('ticket_chat_messages', 'select c.ticket_id from {t} m join ticket_chats c on c.id = m.ticket_chat_id'),
    ('documents', 'select relation_id from {t} where relation_name = ''ticket''')
  ) t(tab, keys);

insert into data_versions (name, shard) select 'ticket_references', shard from generate_series(0, 15) shard;
select data_version_follow('ticket_references', 'users', 'type, name, email');
select data_version_follow('ticket_references', tab) from unnest(array['ticket_subcategories', 'ticket_categories', 'document_types']) tab;
