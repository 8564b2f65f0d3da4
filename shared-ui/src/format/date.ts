import dayjs, { type Dayjs } from 'dayjs';

export type DateInput = string | number | Date | Dayjs | null | undefined;

// dayjs, not Intl: Intl's output moves with the ICU version (Chrome puts a narrow no-break space
// before "PM"), and tests and screenshots need one exact string. 'en' is built into dayjs, so
// naming it keeps a global `dayjs.locale(...)` elsewhere from changing the admin's format.
export const DATE_FORMAT = 'MMM D, YYYY';
export const DATE_TIME_FORMAT = 'MMM D, YYYY, h:mm A';

function toDayjs(value: DateInput): Dayjs | null {
  // dayjs(undefined) is "now" and dayjs(null) is invalid: treat every empty value as missing.
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.locale('en') : null;
}

/**
 * Formats a date in US English style, day, short month and year: 'Nov 21, 2026' (spec §9).
 * Accepts ISO strings, epoch milliseconds, Date or Dayjs and formats in the browser's local
 * time. Returns '-' for a missing or invalid date.
 */
export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format(DATE_FORMAT) ?? '-';
}

/**
 * Formats a date with its 12-hour time: 'Nov 21, 2026, 3:05 PM' (spec §9), in the browser's
 * local time. Returns '-' for a missing or invalid date.
 */
export function formatDateTime(value: DateInput): string {
  return toDayjs(value)?.format(DATE_TIME_FORMAT) ?? '-';
}
