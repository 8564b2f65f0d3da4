import { EditOutlined } from '@ant-design/icons';
import type { JobCategory } from '@mv-admin/shared-api/catalog';
import { Button, Flex, formatDate, Tag, Typography, MaldivesTimeTitle } from '@mv-admin/shared-ui';
import { ActiveSwitch, type TableColumnsType } from '@mv-admin/shared-ui/list';

interface JobCategoryColumnActions {
  onEdit: (category: JobCategory) => void;
  onSetActive: (category: JobCategory, active: boolean) => Promise<unknown>;
}

export const jobCategoryColumns = ({ onEdit, onSetActive }: JobCategoryColumnActions): TableColumnsType<JobCategory> => [
  { title: 'Name', dataIndex: 'name' },
  {
    title: 'Active',
    key: 'active',
    width: 100,
    render: (_, category) => <ActiveSwitch label={`Active: ${category.name}`} checked={category.active} onChange={(active) => onSetActive(category, active)} />,
  },
  {
    title: 'Required documents',
    key: 'documentTypes',
    render: (_, { documentTypes }) =>
      documentTypes.length ? (
        <Flex wrap gap={4}>
          {documentTypes.map((type) => (
            <Tag key={type.id}>{type.name}</Tag>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">None</Typography.Text>
      ),
  },
  { title: 'Created by', key: 'user', render: (_, category) => category.user?.name ?? '-' },
  { title: <MaldivesTimeTitle>Created</MaldivesTimeTitle>, dataIndex: 'created_at', render: (createdAt: string) => formatDate(createdAt) },
  {
    title: 'Actions',
    key: 'actions',
    width: 100,
    render: (_, category) => <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${category.name}`} onClick={() => onEdit(category)} />,
  },
];
