/**
 * The billing calendar (docs/billing.md): calendar months in Maldives time. Indian/Maldives is
 * UTC+05:00 all year (no daylight saving), so a fixed offset is exact.
 */
export const MALDIVES_OFFSET_MS = 5 * 60 * 60 * 1000;

export interface BillingPeriod {
  /** `2026-03`: the month in Maldives time. */
  key: string;
  /** First instant: the 1st at 00:00:00 Maldives time. */
  start: Date;
  /** Closing time as shown: the last day at 23:59:59 Maldives time. */
  end: Date;
  /** Exclusive bound, the next period's start: jobs completed before it belong here. */
  until: Date;
}

/** The period of the Maldives calendar month `month` (1-12) of `year`. */
export function billingPeriod(year: number, month: number): BillingPeriod {
  const start = Date.UTC(year, month - 1, 1) - MALDIVES_OFFSET_MS;
  const until = Date.UTC(year, month, 1) - MALDIVES_OFFSET_MS;
  const normal = new Date(Date.UTC(year, month - 1, 1));
  const key = `${normal.getUTCFullYear()}-${String(normal.getUTCMonth() + 1).padStart(2, '0')}`;
  return { key, start: new Date(start), end: new Date(until - 1000), until: new Date(until) };
}

/** The period that contains instant `ms`. */
export function periodContaining(ms: number): BillingPeriod {
  const local = new Date(ms + MALDIVES_OFFSET_MS);
  return billingPeriod(local.getUTCFullYear(), local.getUTCMonth() + 1);
}

/** The period `n` periods after `period` (negative: before). */
export function shiftPeriod(period: BillingPeriod, n: number): BillingPeriod {
  const [year, month] = period.key.split('-').map(Number) as [number, number];
  return billingPeriod(year, month + n);
}

/** The most recent period that has closed at `ms` (the one before the current). */
export const lastClosedPeriod = (ms: number): BillingPeriod => shiftPeriod(periodContaining(ms), -1);

/** When an item falls due: the 15th of the month after the period, 23:59:59 Maldives time. */
export const overdueAt = (period: BillingPeriod): Date => new Date(period.until.getTime() + 15 * 24 * 60 * 60 * 1000 - 1000);

/** `BTS-2026-03`. */
export const batchName = (period: BillingPeriod): string => `BTS-${period.key}`;

/** The answer of get-next-billing-time at `ms`: now, the next closing times, the last one. */
export function billingSchedule(ms: number, count = 6) {
  const current = periodContaining(ms);
  return {
    systemTime: new Date(ms).toISOString(),
    nextDate: current.end.toISOString(),
    nextDates: Array.from({ length: count }, (_, i) => shiftPeriod(current, i).end.toISOString()),
    lastDate: shiftPeriod(current, -1).end.toISOString(),
  };
}
