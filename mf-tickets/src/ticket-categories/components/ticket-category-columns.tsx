import { EditOutlined } from '@ant-design/icons';
import type { TicketCategory } from '@mv-admin/shared-api/tickets';
import { Button, Typography } from '@mv-admin/shared-ui';
import { ActiveSwitch, type TableColumnsType } from '@mv-admin/shared-ui/list';
import { CategoryTypeTag } from '../../shared/components/category-type';

interface TicketCategoryColumnActions {
  onEdit: (category: TicketCategory) => void;
  onSetActive: (category: TicketCategory, active: boolean) => Promise<unknown>;
}

export const ticketCategoryColumns = ({ onEdit, onSetActive }: TicketCategoryColumnActions): TableColumnsType<TicketCategory> => [
  { title: 'Title', dataIndex: 'title' },
  {
    title: 'Description',
    dataIndex: 'description',
    render: (description: string | null) =>
      description ? <Typography.Text>{description}</Typography.Text> : <Typography.Text type="secondary">-</Typography.Text>,
  },
  { title: 'Offered to', dataIndex: 'category_type', render: (_, category) => <CategoryTypeTag type={category.category_type} /> },
  { title: 'Subcategories', dataIndex: 'subcategory_count', align: 'right', width: 130 },
  {
    title: 'Active',
    key: 'active',
    width: 100,
    render: (_, category) => (
      <ActiveSwitch label={`Active: ${category.title}`} checked={category.active} onChange={(active) => onSetActive(category, active)} />
    ),
  },
  {
    title: 'Actions',
    key: 'actions',
    width: 100,
    render: (_, category) => <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${category.title}`} onClick={() => onEdit(category)} />,
  },
];
