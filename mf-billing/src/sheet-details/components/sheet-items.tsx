import { useState, type ReactNode } from 'react';
import { type TransferSheet, type TransferSheetItem, transferSheetItemSorts } from '@mv-admin/shared-api/billing';
import { Flex } from '@mv-admin/shared-ui';
import { Alert } from '@mv-admin/shared-ui/alert';
import { ListPage, useServerTable, type TableProps } from '@mv-admin/shared-ui/list';
import { billingKeys } from '../../shared/api/query-keys';
import { fetchTransferItemPage, transferItemFilters } from '../api/sheet-details';
import { sumItems } from '../model/item-amounts';
import { ExportItemsButton } from './export-items-button';
import { transferItemColumns } from './item-columns';
import { ItemStatusFilter, OverdueFilter } from './item-filters';
import { ItemJobs } from './item-jobs';
import { ItemTotalsSummary } from './item-totals';
import { SheetSummary } from './sheet-summary';

/**
 * A loaded sheet: its header, then its items (by provider, server-paginated, searchable and
 * filtered by status and due date, state in the URL), each expandable to its jobs, with the
 * totals in the table's footer and an export of the matching items to CSV.
 */
export function SheetItems({ sheet, header }: { sheet: TransferSheet; header?: ReactNode }) {
  // One "now" per visit, so a row does not turn overdue between two renders.
  const [now] = useState(() => Date.now());
  const [fetchPage] = useState(() => fetchTransferItemPage(sheet.id));
  const table = useServerTable({ queryKey: billingKeys.items(sheet.id), fetchPage, sorts: transferSheetItemSorts, filters: transferItemFilters });
  const rows = table.page?.items ?? [];
  const shown = sumItems(rows);
  const wholeSheet = !table.hasActiveFilters && shown.items === sheet.items_count;
  // The server counts the sheet's totals itself; when every item is on screen they must agree.
  const disagrees = wholeSheet && rows.length > 0 && (shown.billed !== sheet.total_billed_amount || shown.paid !== sheet.total_paid_amount);

  const tableView = {
    ...table,
    tableProps: {
      ...table.tableProps,
      expandable: { expandedRowRender: (item) => <ItemJobs item={item} />, rowExpandable: (item) => item.jobs.length > 0 },
      summary: () => (rows.length > 0 ? <ItemTotalsSummary shown={shown} sheet={sheet} wholeSheet={wholeSheet} /> : null),
    } satisfies TableProps<TransferSheetItem>,
  };

  return (
    <ListPage
      list="sheet-items"
      exportable={false}
      title={`Transfer sheet ${sheet.batch_name}`}
      noun={{ one: 'item', other: 'items' }}
      table={tableView}
      columns={transferItemColumns(now)}
      intro={
        <Flex vertical gap="middle">
          {header}
          <SheetSummary sheet={sheet} />
          {disagrees && (
            <Alert
              type="warning"
              showIcon
              title="The items do not add up to the sheet's totals"
              description="Reload the page; if the difference stays, report this sheet to the billing team."
            />
          )}
        </Flex>
      }
      filters={
        <>
          <ItemStatusFilter value={table.filters.status} onChange={(status) => table.setFilter('status', status)} />
          <OverdueFilter value={table.filters.overdue} onChange={(overdue) => table.setFilter('overdue', overdue)} />
          <span style={{ marginInlineStart: 'auto' }}>
            <ExportItemsButton
              sheet={sheet}
              filters={{ search: table.appliedSearch || undefined, ...table.filters }}
              count={table.page?.pagination.total_items}
            />
          </span>
        </>
      }
    />
  );
}
