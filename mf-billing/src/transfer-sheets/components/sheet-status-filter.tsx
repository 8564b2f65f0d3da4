import type { TransferSheetStatus } from '@mv-admin/shared-api/billing';
import { ChoiceFilter } from '@mv-admin/shared-ui/list';

const OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'settled', label: 'Settled' },
] satisfies { value: TransferSheetStatus; label: string }[];

/** All statuses, open (an item still owed) or settled, for the sheet list's `status` filter. */
export function SheetStatusFilter({ value, onChange }: { value?: TransferSheetStatus; onChange: (status: TransferSheetStatus | undefined) => void }) {
  return <ChoiceFilter label="Filter by status" placeholder="All statuses" options={OPTIONS} value={value} onChange={onChange} />;
}
