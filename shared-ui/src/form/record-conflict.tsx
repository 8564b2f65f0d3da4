import type { RecordConflict } from '@mv-admin/shared-api';
import { Alert, Button, Flex, Table } from 'antd';
import { formatDateTime } from '../format/date';

/** A field name as a reader says it: `ticket_subcategory_id` -> 'Ticket subcategory id'. */
const fieldLabel = (name: string) => {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A value as a cell shows it: '-' for none, Yes/No for flags, JSON for lists and objects. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface RecordConflictPanelProps {
  conflict: RecordConflict;
  /** What this user is about to save, by field. */
  mine: Record<string, unknown>;
  /** Saves what this user typed over the other change (a new request with the record's new version). */
  onSaveMine: () => void;
  /** Puts their values in the fields they changed, keeping what this user typed in the others. */
  onTakeTheirs: () => void;
  saving?: boolean;
}

/**
 * A 412 in a form (docs/api-contract.md, "Versions and If-Match"): who changed the record and
 * when, field by field what they changed (before and after) against what this user is about to
 * save, and the two ways out. The typed values stay in the form either way.
 */
export function RecordConflictPanel({ conflict, mine, onSaveMine, onTakeTheirs, saving }: RecordConflictPanelProps) {
  const rows = Object.entries(conflict.changes)
    .filter(([field]) => field in mine)
    .map(([field, change]) => ({ field, before: change.before, theirs: change.after, mine: mine[field] }));
  const who = conflict.changed_by?.name ?? 'Someone';
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={`${who} changed this record on ${formatDateTime(conflict.changed_at)}, after you opened it.`}
      description={
        <Flex vertical gap="small">
          {rows.length > 0 ? (
            <Table
              size="small"
              pagination={false}
              rowKey="field"
              dataSource={rows}
              aria-label="Their changes and yours"
              columns={[
                { title: 'Field', dataIndex: 'field', render: fieldLabel },
                { title: 'Was', dataIndex: 'before', render: describeValue },
                { title: 'Theirs', dataIndex: 'theirs', render: describeValue },
                { title: 'Yours', dataIndex: 'mine', render: describeValue },
              ]}
            />
          ) : (
            <span>They changed fields this form does not show; saving yours keeps their changes to those.</span>
          )}
          <Flex gap="small" wrap>
            <Button type="primary" danger onClick={onSaveMine} loading={saving}>
              Save mine over theirs
            </Button>
            <Button onClick={onTakeTheirs}>Take theirs</Button>
          </Flex>
        </Flex>
      }
    />
  );
}
