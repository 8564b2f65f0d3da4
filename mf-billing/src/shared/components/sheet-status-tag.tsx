import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import type { TransferItemStatus, TransferSheetStatus } from '@mv-admin/shared-api/billing';
import { Tag } from '@mv-admin/shared-ui';

// Each state has its word and an icon besides the (themed, preset) colour.
const SHEET_STATUS = {
  open: { label: 'Open', color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  settled: { label: 'Settled', color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
} as const;

export const ITEM_STATUS_LABELS: Record<TransferItemStatus, string> = { outstanding: 'Outstanding', settled: 'Settled', failed: 'Failed' };

const ITEM_STATUS = {
  outstanding: { color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  settled: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  failed: { color: 'red', icon: <CloseCircleOutlined aria-hidden /> },
} as const;

/** A sheet's derived status: open while any item is outstanding or failed, settled otherwise. */
export function SheetStatusTag({ status }: { status: TransferSheetStatus }) {
  const { label, color, icon } = SHEET_STATUS[status];
  return (
    <Tag color={color} icon={icon}>
      {label}
    </Tag>
  );
}

/** An item's status (spec §4): outstanding, settled or failed. */
export function ItemStatusTag({ status }: { status: TransferItemStatus }) {
  const { color, icon } = ITEM_STATUS[status];
  return (
    <Tag color={color} icon={icon}>
      {ITEM_STATUS_LABELS[status]}
    </Tag>
  );
}

/** Marks an outstanding item past its due date (in words and an icon, not only in red). */
export function OverdueTag() {
  return (
    <Tag color="red" icon={<ExclamationCircleOutlined aria-hidden />}>
      Overdue
    </Tag>
  );
}
