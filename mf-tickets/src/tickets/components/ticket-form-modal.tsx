import { uploadFileSchema } from '@mv-admin/shared-api/documents';
import { ticketCreateSchema, type Ticket, type TicketCreate } from '@mv-admin/shared-api/tickets';
import { EntityFormModal, Form, zodRule } from '@mv-admin/shared-ui/form';
import { TicketCoreFields } from './ticket-core-fields';
import type { PickedFile } from '../api/attachment-rules';
import { useCreateTicketWithFiles } from '../api/create-ticket';
import { AttachmentPicker } from './attachment-picker';
import { UserSearchSelect } from './user-search-select';

/** The create call's fields plus the files picked for the first message. */
const ticketFormSchema = ticketCreateSchema.extend({ file: uploadFileSchema.optional() });

interface TicketFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The new ticket, to open it. */
  onCreated: (ticket: Ticket) => void;
}

/** An admin raises a ticket: subcategory, description (at least 5), for whom, and attachments. */
export function TicketFormModal({ open, onClose, onCreated }: TicketFormModalProps) {
  const createTicket = useCreateTicketWithFiles();
  const submit = async ({ file, ...input }: { file?: PickedFile[] } & TicketCreate) => {
    const ticket = await createTicket.create(
      input,
      (file ?? []).map((picked) => picked.file),
    );
    onCreated(ticket);
  };
  const close = () => {
    createTicket.reset();
    onClose();
  };
  return (
    <EntityFormModal
      title="New ticket"
      open={open}
      schema={ticketFormSchema}
      sanitize={{ description: 'permissive' }}
      onSubmit={submit}
      onClose={close}
      submitText="Create"
    >
      <TicketCoreFields />
      <Form.Item name="created_by_user_id" label="Raised for" rules={[zodRule(ticketFormSchema, 'created_by_user_id')]}>
        <UserSearchSelect />
      </Form.Item>
      <Form.Item name="file" label="Attachments">
        <AttachmentPicker />
      </Form.Item>
    </EntityFormModal>
  );
}

export default TicketFormModal;
