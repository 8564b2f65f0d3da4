import type { Ticket } from '@mv-admin/shared-api/tickets';
import { Button, Flex, Typography, formatDateTime, MaldivesTimeTitle } from '@mv-admin/shared-ui';
import type { TableColumnsType } from '@mv-admin/shared-ui/list';
import { userTypeLabels } from '../../shared/components/user-type';
import { TicketStatusTag } from './ticket-status-tag';

interface TicketColumnActions {
  onOpen: (ticket: Ticket) => void;
  /** The signed-in admin, shown as "You" in the assignee column. */
  myId?: number;
}

export const ticketColumns = ({ onOpen, myId }: TicketColumnActions): TableColumnsType<Ticket> => [
  {
    title: 'Reference',
    dataIndex: 'reference_no',
    render: (_, ticket) => (
      <Button type="link" style={{ padding: 0 }} aria-label={`Open ticket ${ticket.reference_no}`} onClick={() => onOpen(ticket)}>
        {ticket.reference_no}
      </Button>
    ),
  },
  {
    title: 'Subcategory',
    key: 'subcategory',
    render: (_, ticket) => (
      <Flex vertical>
        <span>{ticket.ticketSubcategory.title}</span>
        <Typography.Text type="secondary">{ticket.ticketSubcategory.ticketCategory.title}</Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Raised by',
    key: 'createdBy',
    render: (_, ticket) =>
      ticket.createdBy ? (
        <Flex vertical>
          <span>{ticket.createdBy.name}</span>
          <Typography.Text type="secondary">{userTypeLabels[ticket.createdBy.type]}</Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary">Deleted user</Typography.Text>
      ),
  },
  { title: 'Status', dataIndex: 'status', render: (_, ticket) => <TicketStatusTag status={ticket.status} /> },
  {
    title: 'Assigned to',
    key: 'assignee',
    render: (_, ticket) => {
      if (!ticket.assignedToUser) return <Typography.Text type="secondary">Unassigned</Typography.Text>;
      return ticket.assignedToUser.id === myId ? `${ticket.assignedToUser.name} (you)` : ticket.assignedToUser.name;
    },
  },
  { title: <MaldivesTimeTitle>Created</MaldivesTimeTitle>, dataIndex: 'created_at', render: (createdAt: string) => formatDateTime(createdAt) },
];
