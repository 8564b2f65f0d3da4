import { lazy } from 'react';
import type { TicketSubcategory } from '@mv-admin/shared-api/tickets';
import { ActiveFilter, ListPage, useFormModal, useServerTable } from '@mv-admin/shared-ui/list';
import { TicketCategoryFilter } from '../../shared/components/ticket-category-filter';
import { fetchTicketSubcategoryPage, ticketSubcategoryFilters, ticketSubcategoryListKey, useSetTicketSubcategoryActive } from '../api/ticket-subcategories';
import { ticketSubcategoryColumns } from '../components/ticket-subcategory-columns';

// The form (and the kit's form cut) loads when the dialog is first opened, not with the list.
const TicketSubcategoryFormModal = lazy(() => import('../components/ticket-subcategory-form-modal'));

/** /ticket/subcategories: subcategories under their category, filterable by category and status, toggled inline. */
export function TicketSubcategoryListPage() {
  const table = useServerTable({
    queryKey: ticketSubcategoryListKey,
    fetchPage: fetchTicketSubcategoryPage,
    filters: ticketSubcategoryFilters,
    live: ['ticket_subcategory'],
  });
  const modal = useFormModal<TicketSubcategory>();
  const setActive = useSetTicketSubcategoryActive();
  const columns = ticketSubcategoryColumns({
    onEdit: modal.openEdit,
    onSetActive: (subcategory, active) => setActive.mutateAsync({ subcategory, active }),
  });
  return (
    <ListPage
      list="ticket-subcategories"
      title="Ticket Subcategories"
      noun={{ one: 'ticket subcategory', other: 'ticket subcategories' }}
      table={table}
      columns={columns}
      onCreate={modal.openCreate}
      filters={
        <>
          <TicketCategoryFilter value={table.filters.ticket_category_id} onChange={(id) => table.setFilter('ticket_category_id', id)} />
          <ActiveFilter value={table.filters.active} onChange={(active) => table.setFilter('active', active)} />
        </>
      }
    >
      {modal.opened && (
        <TicketSubcategoryFormModal open={modal.open} subcategory={modal.entity} categoryId={table.filters.ticket_category_id} onClose={modal.close} />
      )}
    </ListPage>
  );
}
