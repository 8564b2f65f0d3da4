import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

// dayjs is one federated singleton: extending it here extends it for every remote (idempotent).
dayjs.extend(utc);

export type DateInput = string | number | Date | Dayjs | null | undefined;

// dayjs, not Intl: Intl's output moves with the ICU version (Chrome puts a narrow no-break space
// before "PM"), and tests and screenshots need one exact string. 'en' is built into dayjs, so
// naming it keeps a global `dayjs.locale(...)` elsewhere from changing the admin's format.
export const DATE_FORMAT = 'MMM D, YYYY';
export const DATE_TIME_FORMAT = 'MMM D, YYYY, h:mm A';

/**
 * Staff and the business are in the Maldives, so every screen shows Maldives time whatever the
 * browser's zone. Indian/Maldives is UTC+05:00 all year, without daylight saving: a fixed offset
 * is exact and needs no time zone database.
 */
export const MALDIVES_UTC_OFFSET_MINUTES = 5 * 60;
/** How the admin names its time zone where it matters (column tooltips, panels, files). */
export const MALDIVES_TIME_LABEL = 'Maldives time (UTC+05:00)';

const MALDIVES_OFFSET_MS = MALDIVES_UTC_OFFSET_MINUTES * 60_000;

/**
 * The Maldives wall-clock time of `value`, as a UTC-mode Dayjs (its fields are Maldives time; not
 * an instant to compute with), or null when it is missing or invalid. Not `utcOffset(300)`: that
 * goes through the browser's local time and is an hour off on the day the browser's zone leaves
 * daylight saving. A string without a zone ('2026-11-21', a date of birth) reads as that calendar
 * day, never as the browser's midnight, so it stays on its day.
 */
function maldivesWallClock(value: DateInput): Dayjs | null {
  // dayjs(undefined) is "now" and dayjs(null) is invalid: treat every empty value as missing.
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs.utc(value);
  if (!parsed.isValid()) return null;
  // A date alone is a calendar day: keep it, do not move it by the offset.
  const dayOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return dayjs.utc(parsed.valueOf() + (dayOnly ? 0 : MALDIVES_OFFSET_MS)).locale('en');
}

/**
 * Formats a date in US English style, day, short month and year: 'Nov 21, 2026' (spec §9), the
 * Maldives day of the instant. Accepts ISO strings, epoch milliseconds, Date or Dayjs. Returns
 * '-' for a missing or invalid date.
 */
export function formatDate(value: DateInput): string {
  return maldivesWallClock(value)?.format(DATE_FORMAT) ?? '-';
}

/**
 * Formats a date with its 12-hour time in Maldives time: 'Nov 21, 2026, 3:05 PM' (spec §9).
 * Returns '-' for a missing or invalid date.
 */
export function formatDateTime(value: DateInput): string {
  return maldivesWallClock(value)?.format(DATE_TIME_FORMAT) ?? '-';
}

/**
 * The instant in Maldives time with its offset, for files (CSV exports): '2026-03-31T23:59:59+05:00'.
 * Returns '' for a missing or invalid date (an empty cell).
 */
export function maldivesIsoDateTime(value: DateInput): string {
  const wallClock = maldivesWallClock(value);
  return wallClock ? `${wallClock.format('YYYY-MM-DDTHH:mm:ss')}+05:00` : '';
}
