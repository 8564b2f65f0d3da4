import { useId } from 'react';
import { DatePicker } from '@mv-admin/shared-ui/date';
import dayjs, { type Dayjs } from 'dayjs';
import { HiddenLabel } from '../../shared/components/visually-hidden';

export interface PeriodRange {
  /** First day of the first month, `YYYY-MM-DD` (sheets starting on or after it). */
  from?: string;
  /** Last day of the last month (sheets ending on or before it). */
  to?: string;
}

const DAY = 'YYYY-MM-DD';

/** The months a range covers as the server's day bounds: March to May 2026 -> 2026-03-01 .. 2026-05-31. */
export function monthsToRange(months: [Dayjs | null | undefined, Dayjs | null | undefined] | null): PeriodRange {
  const [start, end] = months ?? [null, null];
  return { from: start ? start.startOf('month').format(DAY) : undefined, to: end ? end.endOf('month').format(DAY) : undefined };
}

// 'YYYY-MM-DD' parses as that calendar day (no zone involved): only its month is shown.
const toMonth = (day?: string) => (day ? dayjs(day) : null);

/**
 * Billing periods are calendar months, so the period filter picks a range of months (either end
 * may stay open) and sends its first and last day as `from` / `to`, which the server reads as
 * Maldives days. `openAtOnce` opens the calendar when it mounts (it was loaded on a click).
 */
export default function PeriodFilter({
  value,
  onChange,
  openAtOnce = false,
}: {
  value: PeriodRange;
  onChange: (range: PeriodRange) => void;
  openAtOnce?: boolean;
}) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's border and legend would break the inline toolbar; role=group names the pair the same way
    <span role="group" aria-label="Filter by billing period">
      <HiddenLabel htmlFor={`${id}-from`}>From month</HiddenLabel>
      <HiddenLabel htmlFor={`${id}-to`}>To month</HiddenLabel>
      <DatePicker.RangePicker
        id={{ start: `${id}-from`, end: `${id}-to` }}
        picker="month"
        autoFocus={openAtOnce}
        defaultOpen={openAtOnce}
        placeholder={['From month', 'To month']}
        allowEmpty={[true, true]}
        format="MMM YYYY"
        value={[toMonth(value.from), toMonth(value.to)]}
        onChange={(months) => onChange(monthsToRange(months))}
      />
    </span>
  );
}
