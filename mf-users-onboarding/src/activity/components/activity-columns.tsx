import type { AuditEvent } from '@mv-admin/shared-api/audit';
import { formatDateTime, Tag } from '@mv-admin/shared-ui';
import { auditActionLabels, auditActorLabel, visibleChanges } from '@mv-admin/shared-ui/audit';
import type { TableColumnsType } from '@mv-admin/shared-ui/list';
import { RecordLink } from './record-link';

/** The Activity table: when, who, what, which record, and how many fields changed (the row expands to them). */
export const activityColumns: TableColumnsType<AuditEvent> = [
  { title: 'When', dataIndex: 'occurred_at', render: (at: string) => formatDateTime(at) },
  { title: 'Who', key: 'actor', render: (_, event) => auditActorLabel(event) },
  { title: 'Action', dataIndex: 'action', render: (action: AuditEvent['action']) => <Tag>{auditActionLabels[action]}</Tag> },
  { title: 'Record', key: 'record', render: (_, event) => <RecordLink event={event} /> },
  {
    title: 'Changes',
    key: 'changes',
    render: (_, event) => {
      const count = visibleChanges(event.changes).length;
      return count ? `${count} field${count === 1 ? '' : 's'}` : '-';
    },
  },
];
