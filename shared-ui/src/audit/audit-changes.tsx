import type { AuditEvent } from '@mv-admin/shared-api/audit';
import { Typography } from 'antd';

/** One changed field as shown: its name and its values before and after, as text. */
export interface ShownChange {
  field: string;
  before: string;
  after: string;
}

// Bookkeeping that every write bumps: listing it would drown the fields a person changed.
const HIDDEN_FIELDS = new Set(['version', 'updated_at', 'updatedAt', 'modified_at', 'last_modified_at']);

/** A stored value as text: '-' for none, strings as they are ('[redacted]' included), anything else as JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The changes of an event a person made, in field order, without bookkeeping (`version`,
 * `updated_at`). A call that wrote several records (`{ "11": { before, after } }`, before and
 * after being whole snapshots) shows each record's fields as `11.name`.
 */
export function visibleChanges(changes: AuditEvent['changes']): ShownChange[] {
  const shown: ShownChange[] = [];
  for (const [field, change] of Object.entries(changes)) {
    const nested = /^\d+$/.test(field) && (isRecord(change.before) || isRecord(change.after));
    if (nested) {
      const before = isRecord(change.before) ? change.before : {};
      const after = isRecord(change.after) ? change.after : {};
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (HIDDEN_FIELDS.has(key)) continue;
        shown.push({ field: `${field}.${key}`, before: formatAuditValue(before[key]), after: formatAuditValue(after[key]) });
      }
    } else if (!HIDDEN_FIELDS.has(field)) {
      shown.push({ field, before: formatAuditValue(change.before), after: formatAuditValue(change.after) });
    }
  }
  return shown;
}

/** The changed fields of one audit event, each as `field: before -> after`. */
export function AuditChanges({ changes }: { changes: AuditEvent['changes'] }) {
  const shown = visibleChanges(changes);
  if (!shown.length) return <Typography.Text type="secondary">No field changes</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {shown.map((change) => (
        <li key={change.field} data-testid="audit-change">
          <Typography.Text code>{change.field}</Typography.Text>: <Typography.Text>{change.before}</Typography.Text>
          {' -> '}
          <Typography.Text strong>{change.after}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
