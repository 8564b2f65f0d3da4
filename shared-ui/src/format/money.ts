/** Spec §9: amounts travel as integer cents and display as 'MVR' with exactly 2 decimals. */
const CURRENCY = 'MVR';

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Splits integer cents into a sign, whole units and two decimal digits using integer arithmetic
 * only, so 29 stays "0.29" (dividing by 100 first would go through binary floats).
 */
function splitCents(cents: number): { sign: string; units: number; decimals: string } {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  return { sign: whole < 0 ? '-' : '', units: Math.floor(abs / 100), decimals: String(abs % 100).padStart(2, '0') };
}

/**
 * '1234567' -> '1,234,567'. Not Intl.NumberFormat: creating one at module load cost 42-84 ms of
 * the main thread (ICU data) on every first visit whose page imports this module, money or not.
 */
const group = (units: number) => String(units).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Formats an amount in integer cents for display: `formatMvr(123450)` -> 'MVR 1,234.50',
 * `formatMvr(-5)` -> 'MVR -0.05'. Non-integer input is rounded to the nearest cent first.
 * Returns '-' for null, undefined, NaN or infinities (spec §9: missing values show '-').
 */
export function formatMvr(cents: number | null | undefined): string {
  if (!isFiniteNumber(cents)) return '-';
  const { sign, units, decimals } = splitCents(cents);
  return `${CURRENCY} ${sign}${group(units)}.${decimals}`;
}

/**
 * Converts integer cents to the decimal text a form shows ('12.50' for 1250), exact for any
 * safe integer. Pair it with an InputNumber in `stringMode` and `mvrToCents` on submit.
 * Returns null for null, undefined, NaN or infinities.
 */
export function centsToMvr(cents: number | null | undefined): string | null {
  if (!isFiniteNumber(cents)) return null;
  const { sign, units, decimals } = splitCents(cents);
  return `${sign}${units}.${decimals}`;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Converts an amount typed in MVR ('12.5', '1,234.50', 0.29) to integer cents (1250, 123450, 29).
 * It works on the decimal text, not on floats, so 0.29 gives 29 and not 28.999...; a third
 * decimal rounds half away from zero ('1.005' -> 101). Grouping commas and surrounding spaces
 * are ignored. Returns null for empty or non-numeric input (including exponent notation).
 */
export function mvrToCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = DECIMAL.exec(String(value).trim().replace(/,/g, ''));
  if (!match) return null;
  const [, sign, unitsText = '', fraction = ''] = match;
  if (!unitsText && !fraction) return null;
  const digits = fraction.padEnd(3, '0');
  const roundUp = Number(digits[2]) >= 5 ? 1 : 0;
  const cents = Number(unitsText || '0') * 100 + Number(digits.slice(0, 2)) + roundUp;
  if (!Number.isSafeInteger(cents)) return null;
  // `|| 0` turns -0 into 0 so '-0.00' does not leak a negative zero into a request body.
  return (sign === '-' ? -cents : cents) || 0;
}
