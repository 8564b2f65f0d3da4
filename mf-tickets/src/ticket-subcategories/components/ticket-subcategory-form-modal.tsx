import { ticketSubcategoryInputSchema, type TicketSubcategory } from '@mv-admin/shared-api/tickets';
import { EntityFormModal, Form, Input, Select, Switch, zodRule } from '@mv-admin/shared-ui/form';
import { useTicketCategoryOptions } from '../../shared/api/use-ticket-category-options';
import { useSaveTicketSubcategory } from '../api/ticket-subcategories';

interface TicketSubcategoryFormModalProps {
  open: boolean;
  /** The subcategory to edit; undefined to create one. */
  subcategory?: TicketSubcategory;
  /** Parent category preselected when creating (the list's category filter). */
  categoryId?: number;
  onClose: () => void;
}

export function TicketSubcategoryFormModal({ open, subcategory, categoryId, onClose }: TicketSubcategoryFormModalProps) {
  const save = useSaveTicketSubcategory(subcategory);
  const categories = useTicketCategoryOptions();
  return (
    <EntityFormModal
      title={subcategory ? `Edit ticket subcategory ${subcategory.title}` : 'New ticket subcategory'}
      open={open}
      schema={ticketSubcategoryInputSchema}
      sanitize={{ description: 'permissive' }}
      initialValues={
        subcategory
          ? {
              title: subcategory.title,
              description: subcategory.description ?? '',
              ticket_category_id: subcategory.ticket_category_id,
              active: subcategory.active,
            }
          : { ticket_category_id: categoryId, active: true }
      }
      version={subcategory?.version}
      onSubmit={(values, version) => save.mutateAsync({ values: { ...values, description: values.description || null }, version })}
      onClose={onClose}
      submitText={subcategory ? 'Save' : 'Create'}
    >
      <Form.Item name="ticket_category_id" label="Parent category" rules={[zodRule(ticketSubcategoryInputSchema, 'ticket_category_id')]}>
        <Select<number>
          placeholder="Select a category"
          showSearch={{ optionFilterProp: 'label' }}
          loading={categories.isPending}
          options={categories.options}
        />
      </Form.Item>
      <Form.Item name="title" label="Title" rules={[zodRule(ticketSubcategoryInputSchema, 'title')]}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(ticketSubcategoryInputSchema, 'description')]}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityFormModal>
  );
}

export default TicketSubcategoryFormModal;
