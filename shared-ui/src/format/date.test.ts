import dayjs from 'dayjs';
import { formatDate, formatDateTime } from './date';

// Dates are built in local time so the expectations hold in any timezone the tests run in.
const local = new Date(2026, 10, 21, 15, 5, 9);

describe('formatDate (spec §9)', () => {
  it('formats day, short month and year in US English', () => {
    expect(formatDate(local)).toBe('Nov 21, 2026');
    expect(formatDate(new Date(2026, 0, 3))).toBe('Jan 3, 2026');
  });

  it('accepts ISO strings, epoch milliseconds and Dayjs', () => {
    expect(formatDate(local.toISOString())).toBe('Nov 21, 2026');
    expect(formatDate(local.getTime())).toBe('Nov 21, 2026');
    expect(formatDate(dayjs(local))).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
  });

  it.each([null, undefined, '', 'not a date', Number.NaN, new Date('nope')])('shows "-" for %p', (value) => {
    expect(formatDate(value)).toBe('-');
  });

  it('ignores a global dayjs locale change', () => {
    const previous = dayjs.locale();
    dayjs.locale({ name: 'xx', months: 'a_b_c_d_e_f_g_h_i_j_k_l'.split('_'), monthsShort: 'a_b_c_d_e_f_g_h_i_j_k_l'.split('_') } as never);
    try {
      expect(formatDate(local)).toBe('Nov 21, 2026');
    } finally {
      dayjs.locale(previous);
    }
  });
});

describe('formatDateTime (spec §9)', () => {
  it('adds 12-hour time', () => {
    expect(formatDateTime(local)).toBe('Nov 21, 2026, 3:05 PM');
    expect(formatDateTime(new Date(2026, 10, 21, 0, 0))).toBe('Nov 21, 2026, 12:00 AM');
    expect(formatDateTime(new Date(2026, 10, 21, 12, 30))).toBe('Nov 21, 2026, 12:30 PM');
  });

  it.each([null, undefined, 'garbage'])('shows "-" for %p', (value) => {
    expect(formatDateTime(value)).toBe('-');
  });
});
