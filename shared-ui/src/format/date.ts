import type { Dayjs } from 'dayjs';

export type DateInput = string | number | Date | Dayjs | null | undefined;

// Written out, not Intl: Intl's output moves with the ICU version (Chrome puts a narrow no-break
// space before "PM"), and tests and screenshots need one exact string. Not dayjs either: Maldives
// time needs its utc plugin, 1.1 KB gzip on every screen (the /admin/atoll budget has less), and
// a global `dayjs.locale(...)` elsewhere cannot change these. The formats, for date pickers:
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
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The Maldives wall-clock time of `value` in a Date's UTC fields (read them with getUTC*; not an
 * instant to compute with), or null when it is missing or invalid. Never through the browser's
 * local time, which would be an hour off on the day its zone leaves daylight saving. A date alone
 * ('2026-11-21', a date of birth) is that calendar day, never moved by the offset.
 */
function maldivesWallClock(value: DateInput): Date | null {
  // Every empty value is missing (dayjs(undefined) would be "now").
  if (value === null || value === undefined || value === '') return null;
  const dayOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const ms = typeof value === 'string' ? Date.parse(dayOnly ? `${value}T00:00:00Z` : value) : Number(value.valueOf());
  return Number.isFinite(ms) ? new Date(ms + (dayOnly ? 0 : MALDIVES_OFFSET_MS)) : null;
}

const dayText = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
const timeText = (d: Date) => `${d.getUTCHours() % 12 || 12}:${pad(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`;

/**
 * Formats a date in US English style, day, short month and year: 'Nov 21, 2026' (spec §9), the
 * Maldives day of the instant. Accepts ISO strings, epoch milliseconds, Date or Dayjs. Returns
 * '-' for a missing or invalid date.
 */
export function formatDate(value: DateInput): string {
  const wallClock = maldivesWallClock(value);
  return wallClock ? dayText(wallClock) : '-';
}

/**
 * Formats a date with its 12-hour time in Maldives time: 'Nov 21, 2026, 3:05 PM' (spec §9).
 * Returns '-' for a missing or invalid date.
 */
export function formatDateTime(value: DateInput): string {
  const wallClock = maldivesWallClock(value);
  return wallClock ? `${dayText(wallClock)}, ${timeText(wallClock)}` : '-';
}

/**
 * The instant in Maldives time with its offset, for files (CSV exports): '2026-03-31T23:59:59+05:00'.
 * Returns '' for a missing or invalid date (an empty cell).
 */
export function maldivesIsoDateTime(value: DateInput): string {
  const wallClock = maldivesWallClock(value);
  if (!wallClock) return '';
  const d = wallClock;
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+05:00`;
}
