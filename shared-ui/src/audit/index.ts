/**
 * `@mv-admin/shared-ui/audit`: reading the audit trail. `AuditChanges` renders an event's changed
 * fields (before -> after, bookkeeping hidden, secrets as `[redacted]`); `RecordHistory` is one
 * record's trail for its drawer; the labels name actions and record types the same everywhere.
 */
export { AuditChanges, visibleChanges, formatAuditValue, type ShownChange } from './audit-changes';
export { auditActionLabels, auditEntityLabels } from './audit-labels';
export { RecordHistory, type RecordHistoryProps, RECORD_HISTORY_SIZE, auditEventsKey, auditActorLabel } from './record-history';
