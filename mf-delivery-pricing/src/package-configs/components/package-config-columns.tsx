import { EditOutlined } from '@ant-design/icons';
import type { PackageConfig } from '@mv-admin/shared-api/delivery';
import { Button, formatMvr } from '@mv-admin/shared-ui';
import { ActiveSwitch, type TableColumnsType } from '@mv-admin/shared-ui/list';
import { formatSlotDuration } from '../../shared/format/slot-duration';

interface PackageConfigColumnActions {
  onEdit: (config: PackageConfig) => void;
  onSetActive: (config: PackageConfig, active: boolean) => Promise<unknown>;
}

/** "0 – 5 kg", "0.5 – 2 kg". */
export const formatWeightRange = ({ min_weight, max_weight }: Pick<PackageConfig, 'min_weight' | 'max_weight'>) => `${min_weight} – ${max_weight} kg`;

export const packageConfigColumns = ({ onEdit, onSetActive }: PackageConfigColumnActions): TableColumnsType<PackageConfig> => [
  { title: 'Name', dataIndex: 'name' },
  {
    title: 'Delivery slot',
    key: 'deliverySlot',
    render: (_, { deliverySlot }) => `${deliverySlot.name} (${formatSlotDuration(deliverySlot)})`,
  },
  { title: 'Weight', key: 'weight', render: (_, config) => formatWeightRange(config) },
  { title: 'Price', dataIndex: 'price', align: 'right', render: (price: number) => formatMvr(price) },
  { title: 'Description', dataIndex: 'description', render: (description: string | null) => description || '-' },
  {
    title: 'Active',
    key: 'active',
    width: 100,
    render: (_, config) => <ActiveSwitch label={`Active: ${config.name}`} checked={config.is_active} onChange={(active) => onSetActive(config, active)} />,
  },
  {
    title: 'Actions',
    key: 'actions',
    width: 100,
    render: (_, config) => <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${config.name}`} onClick={() => onEdit(config)} />,
  },
];
