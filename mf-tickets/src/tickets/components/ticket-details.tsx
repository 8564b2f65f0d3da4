import type { Ticket } from '@mv-admin/shared-api/tickets';
import { Panel, Typography, formatDateTime } from '@mv-admin/shared-ui';
import { Descriptions, Timeline } from '@mv-admin/shared-ui/detail';
import { DocumentList } from '@mv-admin/shared-ui/documents';
import { userTypeLabels } from '../../shared/components/user-type';
import { TicketStatusTag } from './ticket-status-tag';

const person = (user: Ticket['createdBy'], myId?: number) => {
  if (!user) return <Typography.Text type="secondary">Deleted user</Typography.Text>;
  return `${user.name}${user.id === myId ? ' (you)' : ''} · ${user.email}`;
};

/** What a ticket is about: its details, description, documents and assignment history. */
export function TicketDetails({ ticket, myId }: { ticket: Ticket; myId?: number }) {
  const assignments = ticket.ticketAssignments;
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'status', label: 'Status', children: <TicketStatusTag status={ticket.status} /> },
          { key: 'category', label: 'Category', children: `${ticket.ticketSubcategory.ticketCategory.title} › ${ticket.ticketSubcategory.title}` },
          { key: 'createdBy', label: 'Raised by', children: person(ticket.createdBy, myId) },
          { key: 'type', label: 'Raised as', children: userTypeLabels[ticket.type] },
          {
            key: 'assignee',
            label: 'Assigned to',
            children: ticket.assignedToUser ? person(ticket.assignedToUser, myId) : <Typography.Text type="secondary">Unassigned</Typography.Text>,
          },
          { key: 'created', label: 'Created', children: formatDateTime(ticket.created_at) },
          { key: 'closed', label: 'Closed', children: formatDateTime(ticket.closed_at) },
        ]}
      />
      <Panel title="Description">
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{ticket.description}</Typography.Paragraph>
      </Panel>
      <Panel title={`Documents (${ticket.documents.length})`}>
        <DocumentList documents={ticket.documents} emptyText="No documents attached to the ticket" />
      </Panel>
      {assignments.length > 0 && (
        <Panel title="Assignment history">
          <Timeline
            items={assignments.map((assignment) => ({
              key: assignment.id,
              color: assignment.unassigned_at ? 'gray' : 'blue',
              content: (
                <>
                  <Typography.Text>
                    {assignment.assignedToUser?.name ?? 'Deleted user'}
                    {assignment.assignedBy ? `, by ${assignment.assignedBy.name}` : ''} · {formatDateTime(assignment.assigned_at)}
                    {assignment.unassigned_at ? ` (ended ${formatDateTime(assignment.unassigned_at)})` : ' (current)'}
                  </Typography.Text>
                  {assignment.remarks && (
                    <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                      {assignment.remarks}
                    </Typography.Paragraph>
                  )}
                </>
              ),
            }))}
          />
        </Panel>
      )}
    </>
  );
}
