import { billingApi, transferSheetListQuerySchema, type transferSheetSorts } from '@mv-admin/shared-api/billing';
import type { ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { billingKeys } from '../../shared/api/query-keys';

export const transferSheetListKey = billingKeys.sheets;

/**
 * The sheet list's URL filters, the server's own (`?status=open&from=2026-01-01&to=2026-03-31`):
 * picked from the contract's query schema, so a value the server would refuse never reaches it
 * (an invalid one in a link falls back to "no filter").
 */
export const transferSheetFilters = transferSheetListQuerySchema.pick({ status: true, from: true, to: true });
export type TransferSheetFilters = z.output<typeof transferSheetFilters>;

export const fetchTransferSheetPage = (query: ServerTableQuery<TransferSheetFilters, typeof transferSheetSorts>, signal: AbortSignal) =>
  billingApi.listTransferSheets({ query }, signal);

/**
 * The billing schedule at the server's clock (`get-next-billing-time`), refreshed every minute
 * so the system time and the next closing stay current while the screen is open.
 */
export function useNextBillingTime() {
  return useQuery({
    queryKey: billingKeys.nextBillingTime,
    queryFn: ({ signal }) => billingApi.nextBillingTime(undefined, signal),
    refetchInterval: 60_000,
  });
}
