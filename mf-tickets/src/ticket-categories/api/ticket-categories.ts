import type { VersionedInput } from '@mv-admin/shared-api';
import { ticketCategoryTypeSchema, ticketsApi, type TicketCategory, type TicketCategoryInput, type ticketCategorySorts } from '@mv-admin/shared-api/tickets';
import { listFilter, listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ticketKeys } from '../../shared/api/query-keys';
import { useInvalidateTickets } from '../../shared/api/use-invalidate-tickets';

export const ticketCategoryListKey = ticketKeys.categories;

/** The category list's URL filters: `?active=true&category_type=CUSTOMER`. */
export const ticketCategoryFilters = listFilters({ active: listFilter.active(), category_type: ticketCategoryTypeSchema.optional() });
export type TicketCategoryFilters = z.output<typeof ticketCategoryFilters>;

export const fetchTicketCategoryPage = (query: ServerTableQuery<TicketCategoryFilters, typeof ticketCategorySorts>, signal: AbortSignal) =>
  ticketsApi.listTicketCategories({ query }, signal);

/** Creates a category, or updates `category` when given. */
export function useSaveTicketCategory(category?: TicketCategory) {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: ({ values: body, version }: VersionedInput<TicketCategoryInput>) =>
      category ? ticketsApi.updateTicketCategory({ params: { category_id: category.id }, body, ifMatch: version }) : ticketsApi.createTicketCategory({ body }),
    onSuccess: invalidate,
  });
}

/** Switches one category on or off (`PATCH /ticket/category/{id}` with `{ active }`). */
export function useSetTicketCategoryActive() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: ({ category, active }: { category: TicketCategory; active: boolean }) =>
      ticketsApi.updateTicketCategory({ params: { category_id: category.id }, body: { active }, ifMatch: category.version }),
    // Refused too (a 412 when someone else changed the row): the list re-reads the saved value.
    onSettled: invalidate,
  });
}
