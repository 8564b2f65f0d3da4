import { hundredthsToDecimal } from '@mv-admin/shared-api/csv';

// The exact cents-to-decimal rule lives with the CSV rules in shared-api (the server's exports use it too).
export { centsToDecimal, hundredthsToDecimal } from '@mv-admin/shared-api/csv';

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
