import { EditOutlined } from '@ant-design/icons';
import type { DeliverySlot } from '@mv-admin/shared-api/delivery';
import { Button } from '@mv-admin/shared-ui';
import { ActiveSwitch, type TableColumnsType } from '@mv-admin/shared-ui/list';
import { formatSlotDuration } from '../../shared/format/slot-duration';

interface DeliverySlotColumnActions {
  onEdit: (slot: DeliverySlot) => void;
  onSetActive: (slot: DeliverySlot, active: boolean) => Promise<unknown>;
}

export const deliverySlotColumns = ({ onEdit, onSetActive }: DeliverySlotColumnActions): TableColumnsType<DeliverySlot> => [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Duration', key: 'duration', render: (_, slot) => formatSlotDuration(slot) },
  {
    title: 'Active',
    key: 'active',
    width: 100,
    render: (_, slot) => <ActiveSwitch label={`Active: ${slot.name}`} checked={slot.is_active} onChange={(active) => onSetActive(slot, active)} />,
  },
  {
    title: 'Actions',
    key: 'actions',
    width: 100,
    render: (_, slot) => <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${slot.name}`} onClick={() => onEdit(slot)} />,
  },
];
