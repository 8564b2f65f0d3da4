import { CalendarOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mv-admin/shared-ui';
import type { PeriodRange } from './period-filter';

// The month picker is the kit's date cut (about 30 KB gzip): it loads when the filter is used or
// the URL already holds a period, not with every visit to the list.
const PeriodFilter = lazy(() => import('./period-filter'));

const placeholder = (props: { loading?: boolean; onClick?: () => void }) => (
  <Button icon={<CalendarOutlined aria-hidden />} {...props}>
    Any billing period
  </Button>
);

/** The sheet list's period filter: a button until first used, then the month range picker. */
export function PeriodFilterSlot({ value, onChange }: { value: PeriodRange; onChange: (range: PeriodRange) => void }) {
  const [wanted, setWanted] = useState(false);
  const inUrl = Boolean(value.from || value.to);
  if (!wanted && !inUrl) return placeholder({ onClick: () => setWanted(true) });
  return (
    <Suspense fallback={placeholder({ loading: true })}>
      <PeriodFilter value={value} onChange={onChange} openAtOnce={wanted} />
    </Suspense>
  );
}
