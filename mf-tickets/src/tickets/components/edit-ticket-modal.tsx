import { ticketCreateSchema, type Ticket } from '@mv-admin/shared-api/tickets';
import { EntityFormModal, Form, Input, Select, zodRule } from '@mv-admin/shared-ui/form';
import { useUpdateTicket } from '../api/tickets';
import { useTicketSubcategoryPicker } from '../api/use-ticket-subcategory-picker';

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
  const subcategories = useTicketSubcategoryPicker();
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
      <Form.Item name="ticket_subcategory_id" label="Subcategory" rules={[zodRule(editTicketSchema, 'ticket_subcategory_id')]}>
        <Select<number>
          placeholder="Select a subcategory"
          showSearch={{ optionFilterProp: ['label', 'category'] }}
          loading={subcategories.isPending}
          options={subcategories.options}
        />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(editTicketSchema, 'description')]}>
        <Input.TextArea rows={4} maxLength={1000} showCount />
      </Form.Item>
    </EntityFormModal>
  );
}

export default EditTicketModal;
