import { EditOutlined } from '@ant-design/icons';
import type { BusinessLocation } from '@mv-admin/shared-api/locations';
import { Button, formatDateTime, MaldivesTimeTitle } from '@mv-admin/shared-ui';
import { ActiveSwitch, type TableColumnsType } from '@mv-admin/shared-ui/list';

interface BusinessLocationColumnActions {
  onEdit: (location: BusinessLocation) => void;
  onSetActive: (location: BusinessLocation, active: boolean) => Promise<unknown>;
}

export const businessLocationColumns = ({ onEdit, onSetActive }: BusinessLocationColumnActions): TableColumnsType<BusinessLocation> => [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Type', dataIndex: 'type' },
  { title: 'Road', dataIndex: 'road' },
  {
    title: 'Island',
    key: 'island',
    render: (_, { island }) => `${island.name}, ${island.atoll.name} (${island.atoll.code})`,
  },
  {
    title: 'Active',
    key: 'active',
    width: 100,
    render: (_, location) => <ActiveSwitch label={`Active: ${location.name}`} checked={location.active} onChange={(active) => onSetActive(location, active)} />,
  },
  { title: 'Created by', key: 'createdBy', render: (_, location) => location.createdBy?.name ?? '-' },
  { title: <MaldivesTimeTitle>Created at</MaldivesTimeTitle>, dataIndex: 'created_at', render: (createdAt: string) => formatDateTime(createdAt) },
  {
    title: 'Actions',
    key: 'actions',
    width: 100,
    render: (_, location) => <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${location.name}`} onClick={() => onEdit(location)} />,
  },
];
