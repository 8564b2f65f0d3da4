import { EditOutlined } from '@ant-design/icons';
import type { TicketSubcategory } from '@mv-admin/shared-api/tickets';
import { Button, Flex, Tag, Typography } from '@mv-admin/shared-ui';
import { ActiveSwitch, type TableColumnsType } from '@mv-admin/shared-ui/list';

interface TicketSubcategoryColumnActions {
  onEdit: (subcategory: TicketSubcategory) => void;
  onSetActive: (subcategory: TicketSubcategory, active: boolean) => Promise<unknown>;
}

export const ticketSubcategoryColumns = ({ onEdit, onSetActive }: TicketSubcategoryColumnActions): TableColumnsType<TicketSubcategory> => [
  { title: 'Title', dataIndex: 'title' },
  {
    title: 'Category',
    key: 'category',
    render: (_, subcategory) => (
      <Flex gap="small" align="center" wrap>
        <span>{subcategory.ticketCategory.title}</span>
        {!subcategory.ticketCategory.active && <Tag>Category inactive</Tag>}
      </Flex>
    ),
  },
  {
    title: 'Description',
    dataIndex: 'description',
    render: (description: string | null) =>
      description ? <Typography.Text>{description}</Typography.Text> : <Typography.Text type="secondary">-</Typography.Text>,
  },
  {
    title: 'Active',
    key: 'active',
    width: 100,
    render: (_, subcategory) => (
      <ActiveSwitch label={`Active: ${subcategory.title}`} checked={subcategory.active} onChange={(active) => onSetActive(subcategory, active)} />
    ),
  },
  {
    title: 'Actions',
    key: 'actions',
    width: 100,
    render: (_, subcategory) => <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${subcategory.title}`} onClick={() => onEdit(subcategory)} />,
  },
];
