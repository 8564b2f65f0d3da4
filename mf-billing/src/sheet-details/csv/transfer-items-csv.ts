import { maldivesIsoDateTime } from '@mv-admin/shared-ui';
import type { TransferSheet, TransferSheetItem } from '@mv-admin/shared-api/billing';
import { ITEM_STATUS_LABELS } from '../../shared/components/sheet-status-tag';
import { centsToDecimal, formatBasisPoints } from '../../shared/format/decimal';
import { isOverdue, outstandingCents } from '../model/item-amounts';
import { ITEM_COLUMN_TITLES as T } from '../model/item-columns';
import { type CsvCell, toCsv } from '@mv-admin/shared-api/csv';

/** The export's columns: the table's titles, with the provider's and type's parts in columns of their own. */
export const TRANSFER_ITEMS_CSV_HEADER = [
  T.provider,
  'Business name',
  'Email',
  T.type,
  T.rate,
  T.jobs,
  T.billed,
  T.paid,
  T.outstanding,
  T.status,
  T.overdueAt,
  'Overdue',
  'Remarks',
] as const;

const text = (value: string | null | undefined): CsvCell => ({ text: value ?? '' });
const amount = (cents: number): CsvCell => ({ number: centsToDecimal(cents) });

/**
 * A sheet's items as CSV text, made in the browser from the API's data: amounts in MVR as
 * decimals with a dot built from the integer cents ('19.99', '-0.05'; no currency sign, no
 * grouping), the rate as a percentage ('12.50%'), due dates in Maldives time with their offset
 * ('2026-04-15T23:59:59+05:00'), and `Overdue` as yes/no at `now`.
 */
export function transferItemsCsv(items: readonly TransferSheetItem[], now: number): string {
  const rows = items.map((item): CsvCell[] => [
    text(item.billedServiceProvider.name),
    text(item.billedServiceProvider.business_name),
    text(item.billedServiceProvider.email),
    text(item.type.name),
    { number: formatBasisPoints(item.profit_percentage_bp) },
    { number: String(item.total_jobs_count) },
    amount(item.billed_amount),
    amount(item.paid_amount),
    amount(outstandingCents(item)),
    text(ITEM_STATUS_LABELS[item.status]),
    text(maldivesIsoDateTime(item.overdue_at)),
    text(isOverdue(item, now) ? 'yes' : 'no'),
    text(item.remarks),
  ]);
  return toCsv(TRANSFER_ITEMS_CSV_HEADER, rows);
}

/** `BTS-2026-03-items.csv`. */
export const transferItemsFileName = (sheet: Pick<TransferSheet, 'batch_name'>) => `${sheet.batch_name.replace(/[^\w.-]+/g, '_')}-items.csv`;
