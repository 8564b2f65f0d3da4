import { lazy } from 'react';
import type { TicketCategory } from '@mv-admin/shared-api/tickets';
import { ActiveFilter, ListPage, useFormModal, useServerTable } from '@mv-admin/shared-ui/list';
import { CategoryTypeFilter } from '../../shared/components/category-type-filter';
import { fetchTicketCategoryPage, ticketCategoryFilters, ticketCategoryListKey, useSetTicketCategoryActive } from '../api/ticket-categories';
import { ticketCategoryColumns } from '../components/ticket-category-columns';

// The form (and the kit's form cut) loads when the dialog is first opened, not with the list.
const TicketCategoryFormModal = lazy(() => import('../components/ticket-category-form-modal'));

/** /ticket/categories: ticket categories with their audience, filterable by audience and status, toggled inline. */
export function TicketCategoryListPage() {
  const table = useServerTable({
    queryKey: ticketCategoryListKey,
    fetchPage: fetchTicketCategoryPage,
    filters: ticketCategoryFilters,
    live: ['ticket_category'],
  });
  const modal = useFormModal<TicketCategory>();
  const setActive = useSetTicketCategoryActive();
  const columns = ticketCategoryColumns({ onEdit: modal.openEdit, onSetActive: (category, active) => setActive.mutateAsync({ category, active }) });
  return (
    <ListPage
      list="ticket-categories"
      title="Ticket Categories"
      noun={{ one: 'ticket category', other: 'ticket categories' }}
      table={table}
      columns={columns}
      onCreate={modal.openCreate}
      filters={
        <>
          <CategoryTypeFilter value={table.filters.category_type} onChange={(type) => table.setFilter('category_type', type)} />
          <ActiveFilter value={table.filters.active} onChange={(active) => table.setFilter('active', active)} />
        </>
      }
    >
      {modal.opened && <TicketCategoryFormModal open={modal.open} category={modal.entity} onClose={modal.close} />}
    </ListPage>
  );
}
