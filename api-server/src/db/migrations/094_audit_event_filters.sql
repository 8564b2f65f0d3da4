-- The Activity screen filters the audit trail by action, alone or with a staff member (issue 34):
-- without these a rare action walked the whole newest-first index for a page and was counted by
-- a sequential scan, and "what did this admin approve" read all of the admin's events
-- (figures: docs/api-performance.md, "The audit trail: the Activity screen's pages"). Actor, record and time range have theirs (060).
create index audit_events_action_idx on audit_events (action, occurred_at desc, id desc);
create index audit_events_actor_action_idx on audit_events (actor_id, action, occurred_at desc, id desc);
