import type { TransferSheetItem } from '@mv-admin/shared-api/billing';
import { sumCents } from '../../shared/format/decimal';

/** What is still owed on an item, in cents: billed minus paid (0 once settled in full). */
export const outstandingCents = (item: Pick<TransferSheetItem, 'billed_amount' | 'paid_amount'>): number => item.billed_amount - item.paid_amount;

/**
 * An outstanding item past its due date (the 15th of the next month, 23:59:59 Maldives time),
 * the same rule as the server's `overdue=true` filter, so the highlight and the filter agree.
 */
export const isOverdue = (item: Pick<TransferSheetItem, 'status' | 'overdue_at'>, now: number): boolean =>
  item.status === 'outstanding' && Date.parse(item.overdue_at) < now;

export interface ItemTotals {
  items: number;
  jobs: number;
  /** Cents. */
  billed: number;
  paid: number;
  outstanding: number;
}

/** Sums a set of items: integer cents added as integers, never through MVR floats. */
export function sumItems(items: readonly TransferSheetItem[]): ItemTotals {
  return {
    items: items.length,
    jobs: items.reduce((n, item) => n + item.total_jobs_count, 0),
    billed: sumCents(items.map((item) => item.billed_amount)),
    paid: sumCents(items.map((item) => item.paid_amount)),
    outstanding: sumCents(items.map(outstandingCents)),
  };
}
