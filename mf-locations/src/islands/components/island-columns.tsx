import { EditOutlined } from '@ant-design/icons';
import type { Island } from '@mv-admin/shared-api/locations';
import { Button } from '@mv-admin/shared-ui';
import { ActiveSwitch, type TableColumnsType } from '@mv-admin/shared-ui/list';

interface IslandColumnActions {
  onEdit: (island: Island) => void;
  onSetActive: (island: Island, active: boolean) => Promise<unknown>;
}

export const islandColumns = ({ onEdit, onSetActive }: IslandColumnActions): TableColumnsType<Island> => [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Atoll', key: 'atoll', render: (_, island) => `${island.atoll.name} (${island.atoll.code})` },
  {
    title: 'Active',
    key: 'active',
    width: 100,
    render: (_, island) => <ActiveSwitch label={`Active: ${island.name}`} checked={island.active} onChange={(active) => onSetActive(island, active)} />,
  },
  {
    title: 'Actions',
    key: 'actions',
    width: 100,
    render: (_, island) => <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${island.name}`} onClick={() => onEdit(island)} />,
  },
];
