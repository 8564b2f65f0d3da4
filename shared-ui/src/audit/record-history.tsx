import { type AuditEntityType, type AuditEvent, auditApi } from '@mv-admin/shared-api/audit';
import { useQuery } from '@tanstack/react-query';
import { Empty, Timeline, Typography } from 'antd';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../feedback';
import { formatDateTime } from '../format/date';
import { AuditChanges } from './audit-changes';
import { auditActionLabels } from './audit-labels';

/** How many of a record's events a drawer shows; the Activity screen pages through the rest. */
export const RECORD_HISTORY_SIZE = 20;

/** The query key prefix of every audit read: a write elsewhere can refresh them all at once. */
export const auditEventsKey = ['audit-events'] as const;

/** Who did it, as "Name (e-mail)"; the given e-mail for a refused sign-in; '-' when nobody is known. */
export function auditActorLabel(event: Pick<AuditEvent, 'actor' | 'actor_email'>): string {
  if (event.actor) return `${event.actor.name} (${event.actor.email})`;
  return event.actor_email ?? '-';
}

export interface RecordHistoryProps {
  entityType: AuditEntityType;
  entityId: number | string;
}

/**
 * One record's own audit trail (spec'd by issue 34), newest first: who did what and when, with
 * the fields each write changed (before -> after, secrets as `[redacted]`). Every drawer shows it
 * the same way; it reads `GET /audit-events` filtered by the record, and links to the Activity
 * screen when there is more than one page.
 */
export function RecordHistory({ entityType, entityId }: RecordHistoryProps) {
  const query = { entity_type: entityType, entity_id: String(entityId), size: RECORD_HISTORY_SIZE };
  const events = useQuery({
    queryKey: [...auditEventsKey, 'record', entityType, String(entityId)],
    queryFn: ({ signal }) => auditApi.listAuditEvents({ query }, signal),
  });
  if (events.isPending) return <LoadingState label="Loading history…" />;
  if (events.isError) return <ErrorState title="Could not load the history" error={events.error} onRetry={() => void events.refetch()} />;
  const { items, pagination } = events.data;
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recorded changes yet" />;
  return (
    <section aria-label="Record history">
      <Timeline
        items={items.map((event) => ({
          key: event.id,
          content: (
            <div data-testid="history-event">
              <Typography.Text strong>{auditActionLabels[event.action]}</Typography.Text>
              <Typography.Text type="secondary">
                {' '}
                by {auditActorLabel(event)} · {formatDateTime(event.occurred_at)}
              </Typography.Text>
              <AuditChanges changes={event.changes} />
            </div>
          ),
        }))}
      />
      {pagination.total_items > items.length && (
        <Link to={`/admin/activity?entity_type=${entityType}&entity_id=${encodeURIComponent(String(entityId))}`}>
          All {pagination.total_items} events on the Activity screen
        </Link>
      )}
    </section>
  );
}
