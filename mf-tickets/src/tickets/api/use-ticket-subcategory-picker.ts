import { ticketsApi } from '@mv-admin/shared-api/tickets';
import { useQuery } from '@tanstack/react-query';
import { ticketKeys } from '../../shared/api/query-keys';

/**
 * Active subcategories grouped under their active category (GET /ticket/category-subcategory-select),
 * as grouped Select options: what a new ticket can be filed under.
 */
export function useTicketSubcategoryPicker() {
  const query = useQuery({
    queryKey: ticketKeys.subcategoryPicker,
    queryFn: ({ signal }) => ticketsApi.ticketCategorySubcategorySelect({ query: {} }, signal),
    select: (categories) =>
      categories.map((category) => ({
        label: category.title,
        title: category.title,
        options: category.subcategories.map((sub) => ({ value: sub.id, label: sub.title, category: category.title })),
      })),
  });
  return { options: query.data ?? [], isPending: query.isPending };
}
