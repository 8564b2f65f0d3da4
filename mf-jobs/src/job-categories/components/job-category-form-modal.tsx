import { jobCategoryInputSchema, jobCategoryUpdateSchema, type JobCategory } from '@mv-admin/shared-api/catalog';
import { EntityFormModal, Form, Input, Select, Switch, zodRule } from '@mv-admin/shared-ui/form';
import { useDocumentTypeOptions, useSaveJobCategory } from '../api/job-categories';

interface JobCategoryFormModalProps {
  open: boolean;
  /** The category to edit; undefined to create one. */
  category?: JobCategory;
  onClose: () => void;
}

const initialValuesOf = (category?: JobCategory) =>
  category
    ? { name: category.name, document_id_list: category.documentTypes.map((type) => type.id), active: category.active }
    : { document_id_list: [], active: true };

/** Create or edit a job category (spec §5): name at least 2, the documents a provider must supply, active. */
export function JobCategoryFormModal({ open, category, onClose }: JobCategoryFormModalProps) {
  const save = useSaveJobCategory(category);
  const types = useDocumentTypeOptions();
  const schema = category ? jobCategoryUpdateSchema : jobCategoryInputSchema;
  // A required type that is no longer offered still shows by name.
  const known = new Set((types.data ?? []).map((type) => type.id));
  const options = [
    ...(types.data ?? []).map((type) => ({ label: type.name, value: type.id })),
    ...(category?.documentTypes ?? []).filter((type) => !known.has(type.id)).map((type) => ({ label: type.name, value: type.id })),
  ];
  return (
    <EntityFormModal
      title={category ? `Edit job category ${category.name}` : 'New job category'}
      open={open}
      schema={schema}
      initialValues={initialValuesOf(category)}
      version={category?.version}
      onSubmit={(values, version) => save.mutateAsync({ values, version })}
      onClose={onClose}
      submitText={category ? 'Save' : 'Create'}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(schema, 'name')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="document_id_list" label="Required documents" rules={[zodRule(schema, 'document_id_list')]}>
        <Select<number[]>
          mode="multiple"
          placeholder="Select the documents a provider must supply"
          showSearch={{ optionFilterProp: 'label' }}
          loading={types.isPending}
          status={types.isError ? 'error' : undefined}
          notFoundContent={types.isError ? `Could not load the document types: ${types.error.message}` : undefined}
          options={options}
        />
      </Form.Item>
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityFormModal>
  );
}

export default JobCategoryFormModal;
