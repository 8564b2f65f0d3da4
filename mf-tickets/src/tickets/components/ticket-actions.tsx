import { CheckCircleOutlined, DeleteOutlined, EditOutlined, UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import type { Ticket } from '@mv-admin/shared-api/tickets';
import { Button, Flex } from '@mv-admin/shared-ui';
import { Popconfirm } from '@mv-admin/shared-ui/detail';
import { useCloseTicket, useDeleteTicket, useUnassignTicket } from '../api/tickets';

interface TicketActionsProps {
  ticket: Ticket;
  onAssign: () => void;
  /** Opens the dialog that corrects the description or subcategory. */
  onEdit: () => void;
  /** After the ticket was deleted (the drawer closes). */
  onDeleted: () => void;
}

// A failure has already said why in the server's toast; the ticket stays as it is.
const ignore = () => undefined;

/**
 * What an admin can do with a ticket: correct it (Edit), assign or reassign, unassign, close (after a confirmation:
 * there is no reopening) and delete (after a confirmation). A closed ticket can only be deleted.
 * The confirmations sit by their buttons (Popconfirm), over the drawer rather than in a second
 * dialog; the server's answers raise their own toasts.
 */
export function TicketActions({ ticket, onAssign, onEdit, onDeleted }: TicketActionsProps) {
  const unassign = useUnassignTicket();
  const close = useCloseTicket();
  const remove = useDeleteTicket();
  const closed = ticket.status === 'closed';

  return (
    <Flex wrap gap="small">
      {!closed && (
        <Button icon={<EditOutlined aria-hidden />} onClick={onEdit}>
          Edit
        </Button>
      )}
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
        <Popconfirm
          title={`Close ticket ${ticket.reference_no}?`}
          description="A closed ticket cannot be reopened and accepts no new messages."
          okText="Close ticket"
          cancelText="Keep open"
          onConfirm={() => close.mutateAsync(ticket).catch(ignore)}
        >
          <Button icon={<CheckCircleOutlined aria-hidden />} loading={close.isPending}>
            Close ticket
          </Button>
        </Popconfirm>
      )}
      <Popconfirm
        title={`Delete ticket ${ticket.reference_no}?`}
        description="Its conversation, assignments and files are deleted too. This cannot be undone."
        okText="Delete"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onConfirm={() => remove.mutateAsync(ticket).then(onDeleted, ignore)}
      >
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending}>
          Delete
        </Button>
      </Popconfirm>
    </Flex>
  );
}
