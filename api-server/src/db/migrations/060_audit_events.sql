-- The audit trail (docs/security.md, "Audit trail"): one row per successful write and per refused
-- sign-in, inserted in the write's own transaction. Append-only: the trigger below refuses every
-- UPDATE, DELETE and TRUNCATE, whoever runs it; on PostgreSQL the API's role should also hold
-- only INSERT and SELECT on the table (docs/security.md says how).
create table audit_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null,
  -- No foreign key: events outlive the accounts they name (and a cascade would have to update them).
  actor_id integer,
  -- Sign-in events only: the e-mail that was given.
  actor_email text,
  ip text,
  method text not null,
  route text not null,
  operation text not null,
  action text not null,
  entity_type text not null,
  entity_id text,
  -- { field: { before, after } }, secrets already redacted by key.
  changes jsonb not null default '{}'::jsonb
);
-- The list is newest first; each filter has an index that keeps that order.
create index audit_events_occurred_idx on audit_events (occurred_at desc, id desc);
create index audit_events_actor_idx on audit_events (actor_id, occurred_at desc, id desc);
create index audit_events_entity_idx on audit_events (entity_type, entity_id, occurred_at desc, id desc);
-- An upload of several files names them all ("11,12"): finding one of them by id uses this.
create index audit_events_entity_ids_idx on audit_events using gin (string_to_array(entity_id, ','));

create or replace function audit_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_events is append-only: % refused', tg_op using errcode = '42501';
end
$$;
create trigger audit_events_no_update before update or delete on audit_events for each statement execute function audit_events_append_only();
create trigger audit_events_no_truncate before truncate on audit_events for each statement execute function audit_events_append_only();
