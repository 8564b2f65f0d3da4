import { jobSubcategoryInputSchema, type JobSubcategory } from '@mv-admin/shared-api/catalog';
import { EntityFormModal, Form, Input, Select, Switch, zodRule } from '@mv-admin/shared-ui/form';
import { JOB_TYPE_LABELS } from '../../jobs/format/job-labels';
import { useJobCategoryOptions, useSaveJobSubcategory, useWorkflowOptions } from '../api/job-subcategories';

interface JobSubcategoryFormModalProps {
  open: boolean;
  /** The subcategory to edit; undefined to create one. */
  subcategory?: JobSubcategory;
  onClose: () => void;
}

const initialValuesOf = (subcategory?: JobSubcategory) =>
  subcategory
    ? { name: subcategory.name, job_category_id: subcategory.job_category_id, workflow_id: subcategory.workflow_id, active: subcategory.active }
    : { active: true };

/** Create or edit a job subcategory (spec §5): name at least 2, its category and workflow from their dropdown calls, active. */
export function JobSubcategoryFormModal({ open, subcategory, onClose }: JobSubcategoryFormModalProps) {
  const save = useSaveJobSubcategory(subcategory);
  const categories = useJobCategoryOptions();
  const workflows = useWorkflowOptions();
  // The form always sends all four fields, so the create rules (each one required) serve an edit too.
  const schema = jobSubcategoryInputSchema;
  const categoryOptions = (categories.data ?? []).map((category) => ({ label: category.name, value: category.id }));
  // The dropdown offers active categories only: a subcategory under an inactive one still shows its name.
  if (subcategory && !categoryOptions.some((option) => option.value === subcategory.job_category_id)) {
    categoryOptions.push({ label: `${subcategory.jobCategory.name} (inactive)`, value: subcategory.job_category_id });
  }
  return (
    <EntityFormModal
      title={subcategory ? `Edit job subcategory ${subcategory.name}` : 'New job subcategory'}
      open={open}
      schema={schema}
      initialValues={initialValuesOf(subcategory)}
      version={subcategory?.version}
      onSubmit={(values, version) => save.mutateAsync({ values, version })}
      onClose={onClose}
      submitText={subcategory ? 'Save' : 'Create'}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(schema, 'name')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="job_category_id" label="Category" rules={[zodRule(schema, 'job_category_id')]}>
        <Select<number>
          placeholder="Select a category"
          showSearch={{ optionFilterProp: 'label' }}
          loading={categories.isPending}
          status={categories.isError ? 'error' : undefined}
          notFoundContent={categories.isError ? `Could not load the categories: ${categories.error.message}` : undefined}
          options={categoryOptions}
        />
      </Form.Item>
      <Form.Item name="workflow_id" label="Workflow" rules={[zodRule(schema, 'workflow_id')]}>
        <Select<number>
          placeholder="Select a workflow"
          showSearch={{ optionFilterProp: 'label' }}
          loading={workflows.isPending}
          status={workflows.isError ? 'error' : undefined}
          notFoundContent={workflows.isError ? `Could not load the workflows: ${workflows.error.message}` : undefined}
          options={(workflows.data ?? []).map((workflow) => ({
            label: `${workflow.name} (${JOB_TYPE_LABELS[workflow.type] ?? workflow.type})`,
            value: workflow.id,
          }))}
        />
      </Form.Item>
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityFormModal>
  );
}

export default JobSubcategoryFormModal;
