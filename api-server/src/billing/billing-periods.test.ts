import { batchName, billingPeriod, billingSchedule, lastClosedPeriod, overdueAt, periodContaining, shiftPeriod } from './billing-periods';

const iso = (d: Date) => d.toISOString();

test('a period is a calendar month in Maldives time (UTC+5): 00:00:00 on the 1st to 23:59:59 on the last day', () => {
  const march = billingPeriod(2026, 3);
  expect([march.key, iso(march.start), iso(march.end), iso(march.until)]).toEqual([
    '2026-03',
    '2026-02-28T19:00:00.000Z',
    '2026-03-31T18:59:59.000Z',
    '2026-03-31T19:00:00.000Z',
  ]);
  expect(batchName(march)).toBe('BTS-2026-03');
});

test.each([
  ['2026-02-28T18:59:59.999Z', '2026-02'], // 23:59:59.999 on 28 Feb in Malé
  ['2026-02-28T19:00:00.000Z', '2026-03'], // 00:00 on 1 Mar in Malé, still February in UTC
  ['2026-03-31T18:59:59.999Z', '2026-03'],
  ['2026-03-31T19:00:00.000Z', '2026-04'],
  ['2026-12-31T19:00:00.000Z', '2027-01'],
  ['2028-02-29T12:00:00.000Z', '2028-02'],
])('%s falls in %s', (instant, key) => {
  expect(periodContaining(Date.parse(instant)).key).toBe(key);
});

test('shifting crosses years both ways; leap February ends on the 29th', () => {
  expect(shiftPeriod(billingPeriod(2026, 11), 3).key).toBe('2027-02');
  expect(shiftPeriod(billingPeriod(2026, 1), -1).key).toBe('2025-12');
  expect(iso(billingPeriod(2028, 2).end)).toBe('2028-02-29T18:59:59.000Z');
  expect(lastClosedPeriod(Date.parse('2026-03-31T19:00:00.000Z')).key).toBe('2026-03');
  expect(lastClosedPeriod(Date.parse('2026-03-31T18:59:59.999Z')).key).toBe('2026-02');
});

test('items fall due on the 15th of the next month at 23:59:59 Maldives time', () => {
  expect(iso(overdueAt(billingPeriod(2026, 12)))).toBe('2027-01-15T18:59:59.000Z');
});

test("get-next-billing-time: now, the current period's close, the next six, the previous close", () => {
  expect(billingSchedule(Date.parse('2026-03-10T08:00:00.000Z'))).toEqual({
    systemTime: '2026-03-10T08:00:00.000Z',
    nextDate: '2026-03-31T18:59:59.000Z',
    nextDates: ['2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-07-31', '2026-08-31'].map((d) => `${d}T18:59:59.000Z`),
    lastDate: '2026-02-28T18:59:59.000Z',
  });
  // One second into April (Malé): March has closed.
  expect(billingSchedule(Date.parse('2026-03-31T19:00:01.000Z'))).toMatchObject({ nextDate: '2026-04-30T18:59:59.000Z', lastDate: '2026-03-31T18:59:59.000Z' });
});
