import { EditOutlined } from '@ant-design/icons';
import type { DeliveryDistanceAddon } from '@mv-admin/shared-api/delivery';
import { Button, formatMvr } from '@mv-admin/shared-ui';
import { ActiveSwitch, type TableColumnsType } from '@mv-admin/shared-ui/list';
import { islandWithAtoll } from './island-label';

interface DistanceAddonColumnActions {
  onEdit: (addon: DeliveryDistanceAddon) => void;
  onSetActive: (addon: DeliveryDistanceAddon, active: boolean) => Promise<unknown>;
}

/** "Malé → Maafushi": names a row for screen readers. */
const routeOf = (addon: DeliveryDistanceAddon) => `${addon.fromIsland.name} → ${addon.toIsland.name}`;

export const distanceAddonColumns = ({ onEdit, onSetActive }: DistanceAddonColumnActions): TableColumnsType<DeliveryDistanceAddon> => [
  { title: 'From island', key: 'from', render: (_, addon) => islandWithAtoll(addon.fromIsland) },
  { title: 'To island', key: 'to', render: (_, addon) => islandWithAtoll(addon.toIsland) },
  { title: 'Price', dataIndex: 'price', align: 'right', render: (price: number) => formatMvr(price) },
  {
    title: 'Active',
    key: 'active',
    width: 100,
    render: (_, addon) => <ActiveSwitch label={`Active: ${routeOf(addon)}`} checked={addon.is_active} onChange={(active) => onSetActive(addon, active)} />,
  },
  {
    title: 'Actions',
    key: 'actions',
    width: 100,
    render: (_, addon) => <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${routeOf(addon)}`} onClick={() => onEdit(addon)} />,
  },
];
