import type { TransferSheetStatus } from '@mv-admin/shared-api/billing';
import { Select } from '@mv-admin/shared-ui/list';

const OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'settled', label: 'Settled' },
] satisfies { value: TransferSheetStatus; label: string }[];

/** All statuses, open (an item still owed) or settled, for the sheet list's `status` filter. */
export function SheetStatusFilter({ value, onChange }: { value?: TransferSheetStatus; onChange: (status: TransferSheetStatus | undefined) => void }) {
  return (
    <Select<TransferSheetStatus>
      aria-label="Filter by status"
      placeholder="All statuses"
      allowClear
      options={OPTIONS}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      style={{ width: 160 }}
    />
  );
}
