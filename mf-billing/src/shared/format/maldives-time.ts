import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * The billing calendar runs on Maldives time (docs/billing.md): Indian/Maldives is UTC+05:00 all
 * year, without daylight saving, so a fixed offset is exact. These format an instant from the API
 * in Maldives time whatever the browser's zone, in the admin's date style (spec §9), and return
 * '-' for a missing or invalid value.
 */
export const MALDIVES_UTC_OFFSET_MINUTES = 5 * 60;
export const MALDIVES_TIME_LABEL = 'Maldives time (UTC+05:00)';

type Instant = string | number | Date | null | undefined;

function inMaldives(value: Instant): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed.locale('en').utcOffset(MALDIVES_UTC_OFFSET_MINUTES) : null;
}

/** 'Mar 31, 2026' for the Maldives day of `value`. */
export const formatMaldivesDate = (value: Instant): string => inMaldives(value)?.format('MMM D, YYYY') ?? '-';

/** 'Mar 31, 2026, 11:59 PM' in Maldives time. */
export const formatMaldivesDateTime = (value: Instant): string => inMaldives(value)?.format('MMM D, YYYY, h:mm A') ?? '-';

/** '2026-03-31T23:59:59+05:00': unambiguous Maldives time for files. */
export const maldivesIsoDateTime = (value: Instant): string => inMaldives(value)?.format('YYYY-MM-DDTHH:mm:ssZ') ?? '';

/** A billing period as its Maldives days: 'Mar 1, 2026 – Mar 31, 2026'. */
export const formatBillingPeriod = (start: Instant, end: Instant): string => `${formatMaldivesDate(start)} – ${formatMaldivesDate(end)}`;
