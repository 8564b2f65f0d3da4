import { ticketCreateSchema, type Ticket } from '@mv-admin/shared-api/tickets';
import { EntityFormModal } from '@mv-admin/shared-ui/form';
import { TicketCoreFields } from './ticket-core-fields';
import { useUpdateTicket } from '../api/tickets';

/** What staff may correct, with the rules a ticket is created with (description at least 5, a subcategory). */
const editTicketSchema = ticketCreateSchema.pick({ description: true, ticket_subcategory_id: true });

interface EditTicketModalProps {
  open: boolean;
  ticket: Ticket;
  onClose: () => void;
}

/**
 * Corrects a ticket's description or subcategory. The create/edit dialog of the kit: the
 * contract's messages on the fields, a server refusal on its field, the typed values kept.
 */
export function EditTicketModal({ open, ticket, onClose }: EditTicketModalProps) {
  const update = useUpdateTicket();
  return (
    <EntityFormModal
      title={`Edit ticket ${ticket.reference_no}`}
      open={open}
      schema={editTicketSchema}
      sanitize={{ description: 'permissive' }}
      initialValues={{ description: ticket.description, ticket_subcategory_id: ticket.ticket_subcategory_id }}
      version={ticket.version}
      onSubmit={(body, version) => update.mutateAsync({ ticket, body, version })}
      onClose={onClose}
    >
      <TicketCoreFields />
    </EntityFormModal>
  );
}

export default EditTicketModal;
