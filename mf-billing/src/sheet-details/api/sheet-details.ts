import { billingApi, transferSheetItemListQuerySchema, type transferSheetItemSorts, type TransferSheetItem } from '@mv-admin/shared-api/billing';
import type { ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { billingKeys } from '../../shared/api/query-keys';

/** The sheet id of a details URL, or null when it cannot name a sheet (`/abc/details`). */
export function parseSheetId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2 ** 31 - 1 ? id : null;
}

/** One sheet with its totals (`GET /business-transfer-sheet/{id}`; 404 for an unknown id). */
export function useTransferSheet(id: number | null) {
  return useQuery({
    queryKey: billingKeys.sheet(id ?? 0),
    queryFn: ({ signal }) => billingApi.transferSheet({ params: { id: id! } }, signal),
    enabled: id !== null,
  });
}

/** The item list's URL filters, the server's own: `?status=failed`, `?overdue=true`. */
export const transferItemFilters = transferSheetItemListQuerySchema.pick({ status: true, overdue: true });
export type TransferItemFilters = z.output<typeof transferItemFilters>;
export type TransferItemQuery = ServerTableQuery<TransferItemFilters, typeof transferSheetItemSorts>;

const toApiQuery = ({ overdue, ...query }: Partial<TransferItemQuery>) => ({
  ...query,
  overdue: overdue === undefined ? undefined : (String(overdue) as 'true' | 'false'),
});

/** A page of a sheet's items, by provider name, with the filters on screen. */
export const fetchTransferItemPage = (sheetId: number) => (query: TransferItemQuery, signal: AbortSignal) =>
  billingApi.transferSheetItems({ params: { id: sheetId }, query: toApiQuery(query) }, signal);

/** Every item matching the search and filters (all pages at once), for an export. */
export async function fetchAllTransferItems(sheetId: number, filters: Pick<TransferItemQuery, 'search' | 'status' | 'overdue'>): Promise<TransferSheetItem[]> {
  const page = await billingApi.transferSheetItems({ params: { id: sheetId }, query: { ...toApiQuery(filters), unpaginated: true } });
  return page.items;
}
