import type { TransferSheet } from '@mv-admin/shared-api/billing';
import { Typography, formatMvr } from '@mv-admin/shared-ui';
import { Table } from '@mv-admin/shared-ui/list';
import type { ItemTotals } from '../model/item-amounts';

function TotalsRow({ label, totals }: { label: string; totals: Omit<ItemTotals, 'jobs'> & { jobs?: number } }) {
  // Cells line up with the item table: the expand column and three text columns, then the
  // jobs and the three amounts, then status and due date.
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} colSpan={4}>
        <Typography.Text strong>{label}</Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={4} align="right">
        {totals.jobs ?? ''}
      </Table.Summary.Cell>
      <Table.Summary.Cell index={5} align="right">
        <Typography.Text strong>{formatMvr(totals.billed)}</Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={6} align="right">
        <Typography.Text strong>{formatMvr(totals.paid)}</Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={7} align="right">
        <Typography.Text strong>{formatMvr(totals.outstanding)}</Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={8} colSpan={2} />
    </Table.Summary.Row>
  );
}

export interface ItemTotalsSummaryProps {
  /** Sums of the items on screen (integer cents). */
  shown: ItemTotals;
  sheet: TransferSheet;
  /** True when the rows on screen are every item of the sheet (no filter, one page). */
  wholeSheet: boolean;
}

/**
 * The footer of the item table: the total of the items on screen, and when they are not the
 * whole sheet (a filter, another page) the sheet's own totals as the server counts them.
 */
export function ItemTotalsSummary({ shown, sheet, wholeSheet }: ItemTotalsSummaryProps) {
  return (
    <Table.Summary>
      <TotalsRow label={wholeSheet ? `Total (${shown.items} ${shown.items === 1 ? 'item' : 'items'})` : `Shown items (${shown.items})`} totals={shown} />
      {!wholeSheet && (
        <TotalsRow
          label={`Whole sheet (${sheet.items_count} ${sheet.items_count === 1 ? 'item' : 'items'})`}
          totals={{
            items: sheet.items_count,
            billed: sheet.total_billed_amount,
            paid: sheet.total_paid_amount,
            outstanding: sheet.total_billed_amount - sheet.total_paid_amount,
          }}
        />
      )}
    </Table.Summary>
  );
}
