import { formatBillingPeriod } from './billing-period';

// March 2026 as the API sends it (docs/billing.md): the bounds in UTC. The dom tests run in
// America/Los_Angeles, where START is still Feb 28.
const START = '2026-02-28T19:00:00.000Z';
const END = '2026-03-31T18:59:59.000Z';

describe('formatBillingPeriod (Maldives time, UTC+05:00)', () => {
  it('shows the billing bounds as Maldives days, whatever the browser zone', () => {
    expect(formatBillingPeriod(START, END)).toBe('Mar 1, 2026 – Mar 31, 2026');
  });
});
