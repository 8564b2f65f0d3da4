import { formatBillingPeriod, formatMaldivesDate, formatMaldivesDateTime, maldivesIsoDateTime } from './maldives-time';

// March 2026 as the API sends it (docs/billing.md): the bounds in UTC.
const START = '2026-02-28T19:00:00.000Z';
const END = '2026-03-31T18:59:59.000Z';

describe('Maldives time (UTC+05:00, no daylight saving)', () => {
  it('shows the billing bounds as Maldives days and times, whatever the browser zone', () => {
    expect(formatMaldivesDate(START)).toBe('Mar 1, 2026');
    expect(formatMaldivesDateTime(START)).toBe('Mar 1, 2026, 12:00 AM');
    expect(formatMaldivesDate(END)).toBe('Mar 31, 2026');
    expect(formatMaldivesDateTime(END)).toBe('Mar 31, 2026, 11:59 PM');
    expect(formatBillingPeriod(START, END)).toBe('Mar 1, 2026 – Mar 31, 2026');
  });

  it('moves across the date line at 19:00 UTC', () => {
    expect(formatMaldivesDateTime('2026-07-14T18:59:00Z')).toBe('Jul 14, 2026, 11:59 PM');
    expect(formatMaldivesDateTime('2026-07-14T19:00:00Z')).toBe('Jul 15, 2026, 12:00 AM');
  });

  it('writes an unambiguous time for files', () => {
    expect(maldivesIsoDateTime('2026-04-15T18:59:59.000Z')).toBe('2026-04-15T23:59:59+05:00');
  });

  it.each([null, undefined, '', 'not a date'])('shows "-" for %p', (value) => {
    expect(formatMaldivesDate(value)).toBe('-');
    expect(formatMaldivesDateTime(value)).toBe('-');
    expect(maldivesIsoDateTime(value)).toBe('');
  });
});
