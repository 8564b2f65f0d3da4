import { centsToMvr, formatMvr, mvrToCents } from './money';

describe('formatMvr (spec §9)', () => {
  it.each([
    [123450, 'MVR 1,234.50'],
    [0, 'MVR 0.00'],
    [5, 'MVR 0.05'],
    [29, 'MVR 0.29'],
    [100, 'MVR 1.00'],
    [123456789, 'MVR 1,234,567.89'],
    [99900, 'MVR 999.00'],
    [100000, 'MVR 1,000.00'],
    [-12345678, 'MVR -123,456.78'],
    [Number.MAX_SAFE_INTEGER, 'MVR 90,071,992,547,409.91'],
    [-150, 'MVR -1.50'],
    [-5, 'MVR -0.05'],
    [99.6, 'MVR 1.00'],
  ])('%p cents -> %p', (cents, text) => {
    expect(formatMvr(cents)).toBe(text);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('shows "-" for %p', (value) => {
    expect(formatMvr(value)).toBe('-');
  });
});

describe('centsToMvr', () => {
  it('gives exact decimal text for forms', () => {
    expect(centsToMvr(1250)).toBe('12.50');
    expect(centsToMvr(29)).toBe('0.29');
    expect(centsToMvr(0)).toBe('0.00');
    expect(centsToMvr(-1)).toBe('-0.01');
    expect(centsToMvr(null)).toBeNull();
    expect(centsToMvr(Number.NaN)).toBeNull();
  });
});

describe('mvrToCents', () => {
  it.each<[string | number, number]>([
    ['12.5', 1250],
    ['12', 1200],
    ['0.29', 29],
    [0.29, 29],
    [1.1, 110],
    [0.1 + 0.2, 30],
    ['1.005', 101],
    ['1.004', 100],
    ['2.675', 268],
    ['.5', 50],
    ['5.', 500],
    [' 1,234.50 ', 123450],
    ['-3.10', -310],
    ['-1.005', -101],
    ['-0.00', 0],
  ])('%p -> %p cents', (value, cents) => {
    expect(mvrToCents(value)).toBe(cents);
  });

  it.each(['', ' ', '.', 'abc', '1.2.3', '1e3', '12 MVR', null, undefined, Number.NaN])('rejects %p', (value) => {
    expect(mvrToCents(value)).toBeNull();
  });

  it('round-trips with centsToMvr', () => {
    for (const cents of [0, 1, 29, 99, 100, 1005, 123456, -77]) {
      expect(mvrToCents(centsToMvr(cents))).toBe(cents);
    }
  });
});
