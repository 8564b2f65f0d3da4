import { Select } from '@mv-admin/shared-ui/list';
import { statusOptions } from './status-tag';

interface StatusFilterProps<S extends string> {
  statuses: readonly S[];
  value: S | undefined;
  onChange: (status: S | undefined) => void;
}

/** "All statuses" or one status, for a list's `status` URL filter. */
export function StatusFilter<S extends string>({ statuses, value, onChange }: StatusFilterProps<S>) {
  return (
    <Select<S>
      aria-label="Filter by status"
      placeholder="All statuses"
      allowClear
      options={statusOptions(statuses as never) as { value: S; label: string }[]}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      style={{ width: 170 }}
    />
  );
}
