-- The Activity screen filters the audit trail by action (issue 34): without this index a rare
-- action walked the whole newest-first index for a page and counted by a sequential scan
-- (figures: docs/api-performance.md, "Audit trail"). Actor, record and time range have theirs (060).
create index audit_events_action_idx on audit_events (action, occurred_at desc, id desc);
