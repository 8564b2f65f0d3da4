import { ticketsApi } from '@mv-admin/shared-api/tickets';
import { useQuery } from '@tanstack/react-query';
import { ticketKeys } from './query-keys';

/**
 * Every ticket category (inactive ones too, marked so), by title, as Select options: the
 * subcategory list filters by any of them and a subcategory may sit under a retired category.
 * The pickers call (`/ticket/category-select-list`) has only active categories, hence the list.
 */
export function useTicketCategoryOptions() {
  const query = useQuery({
    queryKey: ticketKeys.categoryOptions,
    queryFn: ({ signal }) => ticketsApi.listTicketCategories({ query: { unpaginated: true } }, signal),
    select: (page) => page.items.map((category) => ({ value: category.id, label: category.active ? category.title : `${category.title} (inactive)` })),
  });
  return { options: query.data ?? [], isPending: query.isPending, error: query.error };
}
