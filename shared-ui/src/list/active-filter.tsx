import { Select } from './lazy-select';

/** A one-choice list filter: its options, and "all" when cleared. */
export interface ChoiceFilterProps<T extends string | number> {
  /** The accessible name, e.g. "Filter by status". */
  label: string;
  /** What no choice means, e.g. "All statuses". */
  placeholder: string;
  options: Array<{ value: T; label: string }>;
  value?: T;
  onChange: (value: T | undefined) => void;
  /** Pixels; fits the longest option. */
  width?: number;
}

/**
 * A small Select for one of a list's URL filters (`?status=open`): one option or, cleared, all.
 * For several values at once (`?status=a,b`) use `Select mode="multiple"`.
 */
export function ChoiceFilter<T extends string | number>({ label, placeholder, options, value, onChange, width = 160 }: ChoiceFilterProps<T>) {
  return (
    <Select<T>
      aria-label={label}
      placeholder={placeholder}
      allowClear
      options={options}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      style={{ width }}
    />
  );
}

/** An `active` filter as it sits in the URL: 'true', 'false', or absent for all. */
export type ActiveFilterValue = 'true' | 'false' | undefined;

const activeOptions: Array<{ value: 'true' | 'false'; label: string }> = [
  { label: 'Active', value: 'true' },
  { label: 'Inactive', value: 'false' },
];

/**
 * A list's `active` filter: "All statuses" (cleared), Active or Inactive.
 * Pair it with `listFilter.active()` in the list's filter schema.
 */
export function ActiveFilter({ value, onChange }: { value: ActiveFilterValue; onChange: (value: ActiveFilterValue) => void }) {
  return <ChoiceFilter label="Filter by status" placeholder="All statuses" options={activeOptions} value={value} onChange={onChange} width={150} />;
}
