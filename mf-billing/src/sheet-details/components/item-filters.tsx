import type { TransferItemStatus } from '@mv-admin/shared-api/billing';
import { ChoiceFilter } from '@mv-admin/shared-ui/list';
import { ITEM_STATUS_LABELS } from '../../shared/components/sheet-status-tag';

const STATUS_OPTIONS = (Object.keys(ITEM_STATUS_LABELS) as TransferItemStatus[]).map((value) => ({ value, label: ITEM_STATUS_LABELS[value] }));

/** All statuses or one (outstanding, settled, failed), for the item list's `status` filter. */
export function ItemStatusFilter({ value, onChange }: { value?: TransferItemStatus; onChange: (status: TransferItemStatus | undefined) => void }) {
  return <ChoiceFilter label="Filter by status" placeholder="All statuses" options={STATUS_OPTIONS} value={value} onChange={onChange} />;
}

const DUE_OPTIONS: Array<{ value: 'true' | 'false'; label: string }> = [
  { value: 'true', label: 'Overdue' },
  { value: 'false', label: 'Not overdue' },
];

/** Any due date, overdue (outstanding past its due date) or not, for the `overdue` filter. */
export function OverdueFilter({ value, onChange }: { value?: boolean; onChange: (overdue: boolean | undefined) => void }) {
  return (
    <ChoiceFilter<'true' | 'false'>
      label="Filter by due date"
      placeholder="Any due date"
      options={DUE_OPTIONS}
      value={value === undefined ? undefined : value ? 'true' : 'false'}
      onChange={(next) => onChange(next === undefined ? undefined : next === 'true')}
    />
  );
}
