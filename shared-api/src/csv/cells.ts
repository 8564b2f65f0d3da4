import type { CsvCell } from './csv-text';

/**
 * Exact decimal text for integers that count hundredths: cents (1999 -> '19.99') and basis
 * points as a percentage (1250 -> '12.50'). Built from the integer's digits, never by dividing
 * by 100, so no amount passes through binary floating point on its way to a file.
 * Throws on anything but a safe integer (the contract only ever sends integers).
 */
export function hundredthsToDecimal(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Expected an integer count of hundredths, got ${value}`);
  const digits = String(Math.abs(value)).padStart(3, '0');
  return `${value < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Integer cents as a plain decimal for files: 1999 -> '19.99', -5 -> '-0.05' (no currency, no grouping). */
export const centsToDecimal = (cents: number): string => hundredthsToDecimal(cents);

const MALDIVES_OFFSET_MS = 5 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The Maldives wall clock (UTC+05:00, no daylight saving) of an instant, as a Date read with getUTC*; null when unreadable. */
function maldivesWallClock(value: string | number | Date): Date | null {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time + MALDIVES_OFFSET_MS);
}

/** `2026-04-15 23:59` in Maldives time ('' when empty or unreadable): the export's datetime cells (their titles name the zone). */
export function maldivesDateTimeCell(value: string | number | Date | null | undefined): string {
  const d = value === null || value === undefined || value === '' ? null : maldivesWallClock(value);
  return d ? `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}

/** `2026-04-15` in Maldives time ('' when empty); a bare `YYYY-MM-DD` is a calendar date already and is kept. */
export function maldivesDateCell(value: string | number | Date | null | undefined): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return maldivesDateTimeCell(value).slice(0, 10);
}

/** The kinds of export column (contract/exports.ts) and how each writes a value. */
export type CsvKind = 'text' | 'money' | 'date' | 'datetime' | 'number' | 'boolean';

/**
 * One value as a cell of its column's kind: money as decimal text from integer cents, dates
 * and times in Maldives time, booleans as Yes/No, numbers as typed; null and undefined are an
 * empty cell (the screens' '-' is not written to files).
 */
export function csvValueCell(kind: CsvKind, value: unknown): CsvCell {
  if (value === null || value === undefined) return { text: '' };
  switch (kind) {
    case 'money':
      return { number: centsToDecimal(Number(value)) };
    case 'number':
      return { number: String(value) };
    case 'boolean':
      return { text: value ? 'Yes' : 'No' };
    case 'date':
      return { text: maldivesDateCell(value as string) };
    case 'datetime':
      return { text: maldivesDateTimeCell(value as string) };
    default:
      return { text: Array.isArray(value) ? value.join(', ') : String(value) };
  }
}
