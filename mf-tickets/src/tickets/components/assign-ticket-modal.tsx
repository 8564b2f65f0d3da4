import { ticketAssignSchema, type Ticket } from '@mv-admin/shared-api/tickets';
import { EntityFormModal, Form, Input, Select, zodRule } from '@mv-admin/shared-ui/form';
import { useAssignTicket } from '../api/tickets';
import { useAdmins } from '../api/use-admins';

/** The form's fields: the ticket is known, so only the admin and the remarks are asked for. */
const assignFormSchema = ticketAssignSchema.omit({ ticket_id: true });

interface AssignTicketModalProps {
  open: boolean;
  ticket: Ticket;
  myId?: number;
  onClose: () => void;
}

/** Assigns (or reassigns) a ticket to an admin from the admins list, with optional remarks. */
export function AssignTicketModal({ open, ticket, myId, onClose }: AssignTicketModalProps) {
  const assign = useAssignTicket();
  const admins = useAdmins();
  const options = (admins.data ?? []).map((admin) => ({
    value: admin.id,
    label: `${admin.name}${admin.id === myId ? ' (you)' : ''}${admin.id === ticket.assigned_to_user_id ? ' (current)' : ''}`,
    // Assigning the current assignee again is refused (409): nothing to pick there.
    disabled: admin.id === ticket.assigned_to_user_id,
  }));
  return (
    <EntityFormModal
      title={`${ticket.assignedToUser ? 'Reassign' : 'Assign'} ticket ${ticket.reference_no}`}
      open={open}
      schema={assignFormSchema}
      sanitize={{ remarks: 'permissive' }}
      onSubmit={(values) => assign.mutateAsync({ ...values, ticket_id: ticket.id, remarks: values.remarks || null })}
      onClose={onClose}
      submitText="Assign"
    >
      <Form.Item name="assigned_to_user_id" label="Admin" rules={[zodRule(assignFormSchema, 'assigned_to_user_id')]}>
        <Select<number> placeholder="Select an admin" showSearch={{ optionFilterProp: 'label' }} loading={admins.isPending} options={options} />
      </Form.Item>
      <Form.Item name="remarks" label="Remarks" rules={[zodRule(assignFormSchema, 'remarks')]}>
        <Input.TextArea rows={3} maxLength={1000} placeholder="Why this admin, what to look at first (optional)" />
      </Form.Item>
    </EntityFormModal>
  );
}

export default AssignTicketModal;
