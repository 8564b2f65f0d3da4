-- Record versions (docs/api-contract.md, "Versions and If-Match"): every record staff edit or
-- decide carries a version, a counter that every update of its row moves on. Reads answer it
-- (`version` in list items and details, `ETag: "<version>"` on single-record reads); a write that
-- sends `If-Match: "<version>"` is refused with 412 when the record has moved on since.
--
-- A counter in the row, not `updated_at` (two writes in one millisecond) or xmin (it changes with
-- a dump and restore, and a write to a related table, such as a ticket's assignment, leaves it):
-- a call that changes only related rows moves its target's version itself (src/audit/audit-trail.ts).
create or replace function record_version_bump() returns trigger language plpgsql as $$
begin
  -- An update that sets the version itself (the audit trail's touch) is taken as it is.
  if new.version = old.version then
    new.version := old.version + 1;
  end if;
  return new;
end $$;

do $$
declare
  t text;
begin
  foreach t in array array[
    'users', 'atolls', 'islands', 'business_locations', 'job_categories', 'job_subcategories', 'documents',
    'delivery_slots', 'package_configs', 'delivery_distance_addons', 'ticket_categories', 'ticket_subcategories',
    'tickets', 'individual_onboardings', 'business_onboardings', 'service_provider_applications', 'jobs',
    'chat_messages', 'public_profiles'
  ] loop
    execute format('alter table %I add column version bigint not null default 1', t);
    execute format('create trigger %I before update on %I for each row execute function record_version_bump()', t || '_record_version', t);
  end loop;
end $$;

-- The version a write left its record at: the live events name it (a screen that already shows
-- that version skips the refetch), and a refused write lists the changes made since the version
-- its editor saw. Null for writes that name no single versioned record.
alter table audit_events add column entity_version bigint;
