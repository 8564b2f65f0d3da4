/**
 * Exact decimal text for integers that count hundredths: cents (1999 -> '19.99') and basis
 * points as a percentage (1250 -> '12.50'). Built from the integer's digits, never by dividing
 * by 100, so no amount passes through binary floating point on its way to the screen or a file.
 * Throws on anything but a safe integer (the contract only ever sends integers).
 */
export function hundredthsToDecimal(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Expected an integer count of hundredths, got ${value}`);
  const digits = String(Math.abs(value)).padStart(3, '0');
  return `${value < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Integer cents as a plain decimal for files: 1999 -> '19.99', -5 -> '-0.05' (no currency, no grouping). */
export const centsToDecimal = (cents: number): string => hundredthsToDecimal(cents);

/** A rate in basis points as a percentage with two decimals (spec §9): 1250 -> '12.50%', 750 -> '7.50%'. */
export const formatBasisPoints = (bp: number): string => `${hundredthsToDecimal(bp)}%`;

/**
 * Sums integer cents with integer addition: exact for totals below 2^53 cents (about 90 trillion
 * MVR; a single item is a 32-bit integer in the database). Throws rather than return a rounded total.
 */
export function sumCents(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  if (!Number.isSafeInteger(total)) throw new RangeError('A total is too large to add up exactly');
  return total;
}
