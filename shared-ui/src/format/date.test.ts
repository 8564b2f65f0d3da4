import dayjs from 'dayjs';
import { formatDate, formatDateTime, maldivesIsoDateTime } from './date';

// The dom test projects run in America/Los_Angeles (tooling/jest/jsdom-environment.cjs), thirteen
// hours behind the Maldives in November: a formatter that used the browser's zone would show
// another time, and for late evenings another day.
const AFTERNOON = '2026-11-21T10:05:09.000Z'; // 3:05 PM in Malé, 2:05 AM in Los Angeles

describe('formatDate (spec §9, Maldives time)', () => {
  it('runs where the browser is not in the Maldives', () => {
    expect(new Date(AFTERNOON).getTimezoneOffset()).not.toBe(-300);
  });

  it('formats day, short month and year in US English', () => {
    expect(formatDate(AFTERNOON)).toBe('Nov 21, 2026');
    expect(formatDate('2026-01-03T00:00:00+05:00')).toBe('Jan 3, 2026');
  });

  it('accepts ISO strings, epoch milliseconds, Date and Dayjs', () => {
    const instant = new Date(AFTERNOON);
    expect(formatDate(instant)).toBe('Nov 21, 2026');
    expect(formatDate(instant.getTime())).toBe('Nov 21, 2026');
    expect(formatDate(dayjs(instant))).toBe('Nov 21, 2026');
  });

  it('keeps a calendar day without a time on its day', () => {
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatDate('1990-05-01')).toBe('May 1, 1990');
  });

  it('moves to the next Maldives day at 19:00 UTC', () => {
    expect(formatDate('2026-07-14T18:59:00Z')).toBe('Jul 14, 2026');
    expect(formatDate('2026-07-14T19:00:00Z')).toBe('Jul 15, 2026');
  });

  it.each([null, undefined, '', 'not a date', Number.NaN, new Date('nope')])('shows "-" for %p', (value) => {
    expect(formatDate(value)).toBe('-');
  });

  it('ignores a global dayjs locale change', () => {
    const previous = dayjs.locale();
    dayjs.locale({ name: 'xx', months: 'a_b_c_d_e_f_g_h_i_j_k_l'.split('_'), monthsShort: 'a_b_c_d_e_f_g_h_i_j_k_l'.split('_') } as never);
    try {
      expect(formatDate(AFTERNOON)).toBe('Nov 21, 2026');
    } finally {
      dayjs.locale(previous);
    }
  });
});

describe('formatDateTime (spec §9, Maldives time)', () => {
  it('adds 12-hour Maldives time', () => {
    expect(formatDateTime(AFTERNOON)).toBe('Nov 21, 2026, 3:05 PM');
    expect(formatDateTime('2026-11-20T19:00:00Z')).toBe('Nov 21, 2026, 12:00 AM');
    expect(formatDateTime('2026-11-21T07:30:00Z')).toBe('Nov 21, 2026, 12:30 PM');
    expect(formatDateTime('2026-03-31T18:59:59.000Z')).toBe('Mar 31, 2026, 11:59 PM');
  });

  it('is not moved by the browser zone leaving daylight saving (Nov 1, 2026 in Los Angeles)', () => {
    expect(formatDateTime('2026-11-01T04:00:00Z')).toBe('Nov 1, 2026, 9:00 AM');
    expect(formatDateTime('2026-11-01T08:30:00Z')).toBe('Nov 1, 2026, 1:30 PM');
    expect(formatDateTime('2026-11-01T10:00:00Z')).toBe('Nov 1, 2026, 3:00 PM');
  });

  it.each([null, undefined, 'garbage'])('shows "-" for %p', (value) => {
    expect(formatDateTime(value)).toBe('-');
  });
});

describe('maldivesIsoDateTime (files)', () => {
  it('writes the Maldives time with its offset', () => {
    expect(maldivesIsoDateTime('2026-04-15T18:59:59.000Z')).toBe('2026-04-15T23:59:59+05:00');
  });

  it.each([null, undefined, '', 'not a date'])('leaves %p empty', (value) => {
    expect(maldivesIsoDateTime(value)).toBe('');
  });
});
