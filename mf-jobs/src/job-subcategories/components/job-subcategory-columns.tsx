import { EditOutlined } from '@ant-design/icons';
import type { JobSubcategory } from '@mv-admin/shared-api/catalog';
import { Button, formatDate, Typography, MaldivesTimeTitle } from '@mv-admin/shared-ui';
import { ActiveSwitch, type TableColumnsType } from '@mv-admin/shared-ui/list';
import { JOB_TYPE_LABELS } from '../../jobs/format/job-labels';

interface JobSubcategoryColumnActions {
  onEdit: (subcategory: JobSubcategory) => void;
  onSetActive: (subcategory: JobSubcategory, active: boolean) => Promise<unknown>;
}

export const jobSubcategoryColumns = ({ onEdit, onSetActive }: JobSubcategoryColumnActions): TableColumnsType<JobSubcategory> => [
  { title: 'Name', dataIndex: 'name' },
  {
    title: 'Category',
    key: 'category',
    render: (_, { jobCategory }) => (
      <>
        {jobCategory.name}
        {!jobCategory.active && <Typography.Text type="secondary"> (inactive)</Typography.Text>}
      </>
    ),
  },
  {
    title: 'Workflow',
    key: 'workflow',
    render: (_, { workflow }) => `${workflow.name} (${JOB_TYPE_LABELS[workflow.type] ?? workflow.type})`,
  },
  {
    title: 'Active',
    key: 'active',
    width: 100,
    render: (_, subcategory) => (
      <ActiveSwitch label={`Active: ${subcategory.name}`} checked={subcategory.active} onChange={(active) => onSetActive(subcategory, active)} />
    ),
  },
  { title: <MaldivesTimeTitle>Created</MaldivesTimeTitle>, dataIndex: 'created_at', render: (createdAt: string) => formatDate(createdAt) },
  {
    title: 'Actions',
    key: 'actions',
    width: 100,
    render: (_, subcategory) => <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${subcategory.name}`} onClick={() => onEdit(subcategory)} />,
  },
];
