import { Select } from 'antd';

/** An `active` filter as it sits in the URL: 'true', 'false', or absent for all. */
export type ActiveFilterValue = 'true' | 'false' | undefined;

const options = [
  { label: 'Active', value: 'true' },
  { label: 'Inactive', value: 'false' },
];

/**
 * A small Select for a list's `active` filter: "All statuses" (cleared), Active or Inactive.
 * Pair it with `active: z.enum(['true', 'false']).optional()` in the list's filter schema.
 */
export function ActiveFilter({ value, onChange }: { value: ActiveFilterValue; onChange: (value: ActiveFilterValue) => void }) {
  return (
    <Select<ActiveFilterValue>
      aria-label="Filter by status"
      placeholder="All statuses"
      allowClear
      options={options}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      style={{ width: 150 }}
    />
  );
}
