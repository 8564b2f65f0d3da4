import { DownloadOutlined } from '@ant-design/icons';
import { ApiError } from '@mv-admin/shared-api';
import type { TransferSheet } from '@mv-admin/shared-api/billing';
import { Button, useFeedback } from '@mv-admin/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { downloadTextFile } from '@mv-admin/shared-api/csv';
import { fetchAllTransferItems, type TransferItemQuery } from '../api/sheet-details';
import { transferItemsCsv, transferItemsFileName } from '../csv/transfer-items-csv';

export interface ExportItemsButtonProps {
  sheet: TransferSheet;
  /** The search and filters on screen: the export holds every item they match, on all pages. */
  filters: Pick<TransferItemQuery, 'search' | 'status' | 'overdue'>;
  /** How many items that is, for the label. */
  count?: number;
}

/** Downloads the sheet's items (those the filters match) as CSV, made in the browser from the API's data. */
export function ExportItemsButton({ sheet, filters, count }: ExportItemsButtonProps) {
  const feedback = useFeedback();
  const exportCsv = useMutation({
    mutationFn: () => fetchAllTransferItems(sheet.id, filters),
    onSuccess: (items) => downloadTextFile(transferItemsFileName(sheet), transferItemsCsv(items, Date.now())),
    // A failure the server titled is already a toast (spec §8); a network failure is not.
    onError: (error) => {
      if (!(error instanceof ApiError && error.title)) feedback.message.error(`Could not export the items: ${error.message}`);
    },
  });
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={exportCsv.isPending} disabled={count === 0} onClick={() => exportCsv.mutate()}>
      Export CSV{count !== undefined ? ` (${count} ${count === 1 ? 'item' : 'items'})` : ''}
    </Button>
  );
}
