import { ticketCreateSchema } from '@mv-admin/shared-api/tickets';
import { Form, Input, Select, zodRule } from '@mv-admin/shared-ui/form';
import { useTicketSubcategoryPicker } from '../api/use-ticket-subcategory-picker';

/** The rules of the two fields a ticket is created with and staff may correct. */
const coreSchema = ticketCreateSchema.pick({ description: true, ticket_subcategory_id: true });

/**
 * A ticket's subcategory (searchable by its name or its category's) and description, with the
 * create call's rules: the fields the New ticket and Edit ticket dialogs share.
 */
export function TicketCoreFields() {
  const subcategories = useTicketSubcategoryPicker();
  return (
    <>
      <Form.Item name="ticket_subcategory_id" label="Subcategory" rules={[zodRule(coreSchema, 'ticket_subcategory_id')]}>
        <Select<number>
          placeholder="Select a subcategory"
          showSearch={{ optionFilterProp: ['label', 'category'] }}
          loading={subcategories.isPending}
          options={subcategories.options}
        />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(coreSchema, 'description')]}>
        <Input.TextArea rows={4} maxLength={1000} showCount />
      </Form.Item>
    </>
  );
}
