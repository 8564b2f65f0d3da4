import { ticketCategoryInputSchema, type TicketCategory } from '@mv-admin/shared-api/tickets';
import { EntityFormModal, Form, Input, Radio, Switch, zodRule } from '@mv-admin/shared-ui/form';
import { categoryTypeOptions } from '../../shared/components/category-type';
import { useSaveTicketCategory } from '../api/ticket-categories';

interface TicketCategoryFormModalProps {
  open: boolean;
  /** The category to edit; undefined to create one. */
  category?: TicketCategory;
  onClose: () => void;
}

export function TicketCategoryFormModal({ open, category, onClose }: TicketCategoryFormModalProps) {
  const save = useSaveTicketCategory(category);
  return (
    <EntityFormModal
      title={category ? `Edit ticket category ${category.title}` : 'New ticket category'}
      open={open}
      schema={ticketCategoryInputSchema}
      sanitize={{ description: 'permissive' }}
      initialValues={
        category
          ? { title: category.title, description: category.description ?? '', category_type: category.category_type, active: category.active }
          : { category_type: 'ALL', active: true }
      }
      version={category?.version}
      onSubmit={(values, version) => save.mutateAsync({ values: { ...values, description: values.description || null }, version })}
      onClose={onClose}
      submitText={category ? 'Save' : 'Create'}
    >
      <Form.Item name="title" label="Title" rules={[zodRule(ticketCategoryInputSchema, 'title')]}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(ticketCategoryInputSchema, 'description')]}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
      <Form.Item name="category_type" label="Offered to" rules={[zodRule(ticketCategoryInputSchema, 'category_type')]}>
        <Radio.Group options={categoryTypeOptions} optionType="button" />
      </Form.Item>
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityFormModal>
  );
}

export default TicketCategoryFormModal;
