import { CheckCircleOutlined, DeleteOutlined, UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import type { Ticket } from '@mv-admin/shared-api/tickets';
import { Button, Flex, useFeedback } from '@mv-admin/shared-ui';
import { useCloseTicket, useDeleteTicket, useUnassignTicket } from '../api/tickets';

interface TicketActionsProps {
  ticket: Ticket;
  onAssign: () => void;
  /** After the ticket was deleted (the drawer closes). */
  onDeleted: () => void;
}

/**
 * What an admin can do with a ticket: assign or reassign, unassign, close (after a confirmation:
 * there is no reopening) and delete (after a confirmation). A closed ticket can only be deleted.
 * The server's answers raise their own toasts; a refusal keeps the ticket as it was.
 */
export function TicketActions({ ticket, onAssign, onDeleted }: TicketActionsProps) {
  const { confirm } = useFeedback();
  const unassign = useUnassignTicket();
  const close = useCloseTicket();
  const remove = useDeleteTicket();
  const closed = ticket.status === 'closed';
  // A failure has already said why in the server's toast; the ticket stays as it is.
  const ignore = () => undefined;

  const confirmClose = () =>
    confirm({
      title: `Close ticket ${ticket.reference_no}?`,
      content: 'A closed ticket cannot be reopened and accepts no new messages.',
      okText: 'Close ticket',
      cancelText: 'Keep open',
      onOk: () => close.mutateAsync(ticket).catch(ignore),
    });
  const confirmDelete = () =>
    confirm({
      title: `Delete ticket ${ticket.reference_no}?`,
      content: 'Its conversation, assignments and files are deleted too. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => remove.mutateAsync(ticket).then(onDeleted, ignore),
    });

  return (
    <Flex wrap gap="small">
      {!closed && (
        <Button icon={<UserAddOutlined aria-hidden />} onClick={onAssign}>
          {ticket.assignedToUser ? 'Reassign' : 'Assign'}
        </Button>
      )}
      {!closed && ticket.assignedToUser && (
        <Button icon={<UserDeleteOutlined aria-hidden />} loading={unassign.isPending} onClick={() => void unassign.mutateAsync(ticket).catch(ignore)}>
          Unassign
        </Button>
      )}
      {!closed && (
        <Button icon={<CheckCircleOutlined aria-hidden />} loading={close.isPending} onClick={() => void confirmClose()}>
          Close ticket
        </Button>
      )}
      <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} onClick={() => void confirmDelete()}>
        Delete
      </Button>
    </Flex>
  );
}
