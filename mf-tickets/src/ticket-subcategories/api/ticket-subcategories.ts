import type { VersionedInput } from '@mv-admin/shared-api';
import { ticketsApi, type TicketSubcategory, type TicketSubcategoryInput, type ticketSubcategorySorts } from '@mv-admin/shared-api/tickets';
import { listFilter, listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ticketKeys } from '../../shared/api/query-keys';
import { useInvalidateTickets } from '../../shared/api/use-invalidate-tickets';

export const ticketSubcategoryListKey = ticketKeys.subcategories;

/** The subcategory list's URL filters: `?ticket_category_id=3&active=false`. */
export const ticketSubcategoryFilters = listFilters({ ticket_category_id: listFilter.id(), active: listFilter.active() });
export type TicketSubcategoryFilters = z.output<typeof ticketSubcategoryFilters>;

export const fetchTicketSubcategoryPage = (query: ServerTableQuery<TicketSubcategoryFilters, typeof ticketSubcategorySorts>, signal: AbortSignal) =>
  ticketsApi.listTicketSubcategories({ query }, signal);

/** Creates a subcategory, or updates `subcategory` when given. */
export function useSaveTicketSubcategory(subcategory?: TicketSubcategory) {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: ({ values: body, version }: VersionedInput<TicketSubcategoryInput>) =>
      subcategory
        ? ticketsApi.updateTicketSubcategory({ params: { subcategory_id: subcategory.id }, body, ifMatch: version })
        : ticketsApi.createTicketSubcategory({ body }),
    onSuccess: invalidate,
  });
}

/** Switches one subcategory on or off (`PATCH /ticket/subcategories/{id}` with `{ active }`). */
export function useSetTicketSubcategoryActive() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: ({ subcategory, active }: { subcategory: TicketSubcategory; active: boolean }) =>
      ticketsApi.updateTicketSubcategory({ params: { subcategory_id: subcategory.id }, body: { active }, ifMatch: subcategory.version }),
    // Refused too (a 412 when someone else changed the row): the list re-reads the saved value.
    onSettled: invalidate,
  });
}
