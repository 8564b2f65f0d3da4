import { formatMvr } from '@mv-admin/shared-ui';
import { centsToDecimal, formatBasisPoints, hundredthsToDecimal, sumCents } from './decimal';

describe('centsToDecimal', () => {
  it.each([
    [1999, '19.99'],
    [-5, '-0.05'],
    [0, '0.00'],
    [5, '0.05'],
    [29, '0.29'],
    [100, '1.00'],
    [101, '1.01'], // MVR 1.005 rounded half up on the server: 101 cents
    [-150, '-1.50'],
    [123456789, '1234567.89'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%p cents -> %p', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it('rejects what is not an integer count of cents', () => {
    expect(() => hundredthsToDecimal(0.1 + 0.2)).toThrow(RangeError);
    expect(() => hundredthsToDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => hundredthsToDecimal(2 ** 53)).toThrow(RangeError);
  });
});

describe('formatBasisPoints (spec §9: profit percentage in basis points)', () => {
  it.each([
    [1250, '12.50%'],
    [1000, '10.00%'],
    [750, '7.50%'],
    [5, '0.05%'],
    [0, '0.00%'],
    [10000, '100.00%'],
  ])('%p bp -> %p', (bp, text) => {
    expect(formatBasisPoints(bp)).toBe(text);
  });
});

describe('sumCents', () => {
  it('adds cents exactly where MVR floats would not', () => {
    // 0.1 + 0.2 !== 0.3 in floats; 10 + 20 cents is exactly 30.
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCents([10, 20])).toBe(30);
    expect(formatMvr(sumCents([10, 20]))).toBe('MVR 0.30');
    expect(centsToDecimal(sumCents([10, 20]))).toBe('0.30');
    // 1.005 + 1.005 as floats is 2.0099999999999998; as cents it is 101 + 101.
    expect(centsToDecimal(sumCents([101, 101]))).toBe('2.02');
    expect(sumCents(Array(10).fill(10))).toBe(100); // ten times 0.1 is 0.9999999999999999 in floats
    expect(sumCents([])).toBe(0);
  });

  it('refuses a total it could not represent exactly', () => {
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});
