import { Flex, Typography, MALDIVES_TIME_LABEL } from '@mv-admin/shared-ui';
import { ListPage, useServerTable } from '@mv-admin/shared-ui/list';
import { fetchTransferSheetPage, transferSheetFilters, transferSheetListKey } from '../api/transfer-sheets';
import { BillingClock } from '../components/billing-clock';
import { PeriodFilterSlot } from '../components/period-filter-slot';
import { SheetStatusFilter } from '../components/sheet-status-filter';
import { transferSheetColumns } from '../components/transfer-sheet-columns';

/**
 * /billing/business-transfer-sheet: the billing clock, then the sheets the server produced (one
 * per month, newest first), searchable by batch name and filtered by status and period, with the
 * state in the URL. A batch name opens the sheet's details.
 */
export function TransferSheetListPage() {
  const table = useServerTable({ queryKey: transferSheetListKey, fetchPage: fetchTransferSheetPage, filters: transferSheetFilters });
  return (
    <ListPage
      list="transfer-sheets"
      title="Business transfer sheets"
      noun={{ one: 'transfer sheet', other: 'transfer sheets' }}
      table={table}
      columns={transferSheetColumns}
      intro={
        <Flex vertical gap="small">
          <BillingClock />
          <Typography.Text type="secondary">Periods, dates and times below are in {MALDIVES_TIME_LABEL}.</Typography.Text>
        </Flex>
      }
      filters={
        <>
          <SheetStatusFilter value={table.filters.status} onChange={(status) => table.setFilter('status', status)} />
          <PeriodFilterSlot value={{ from: table.filters.from, to: table.filters.to }} onChange={(range) => table.setFilters(range)} />
        </>
      }
    />
  );
}
