import { lazy, useRef } from 'react';
import { ListPage, useFormModal, useServerTable } from '@mv-admin/shared-ui/list';
import { fetchTicketPage, ticketFilters, ticketListKey } from '../api/tickets';
import { useMyId } from '../api/use-admins';
import { useOpenTicket } from '../api/use-open-ticket';
import { ticketColumns } from '../components/ticket-columns';
import { TicketAssigneeFilter, TicketStatusFilter } from '../components/ticket-filters';

// The drawer (conversation, uploads, documents) and the create form load when first needed.
const TicketDrawer = lazy(() => import('../components/ticket-drawer'));
const TicketFormModal = lazy(() => import('../components/ticket-form-modal'));

/**
 * /tickets: the support desk. Tickets newest first, searchable, filtered by status and assignee
 * (state in the URL); `?ticket=<reference>` opens one in a drawer with its conversation.
 */
export function TicketListPage() {
  const table = useServerTable({ queryKey: ticketListKey, fetchPage: fetchTicketPage, filters: ticketFilters, live: ['ticket'] });
  const modal = useFormModal<never>();
  const drawer = useOpenTicket();
  // The last ticket shown stays in the drawer while it slides out.
  const shown = useRef<string | undefined>(undefined);
  if (drawer.referenceNo) shown.current = drawer.referenceNo;
  const myId = useMyId();
  return (
    <ListPage
      list="tickets"
      title="All Tickets"
      noun={{ one: 'ticket', other: 'tickets' }}
      table={table}
      columns={ticketColumns({ onOpen: drawer.open, myId })}
      onCreate={modal.openCreate}
      filters={
        <>
          <TicketStatusFilter value={table.filters.status} onChange={(status) => table.setFilter('status', status)} />
          <TicketAssigneeFilter
            value={table.filters.assigned_to_user_id}
            myId={myId}
            onChange={(assignee) => table.setFilter('assigned_to_user_id', assignee)}
          />
        </>
      }
    >
      {modal.opened && <TicketFormModal open={modal.open} onClose={modal.close} onCreated={drawer.open} />}
      {shown.current && <TicketDrawer referenceNo={shown.current} open={Boolean(drawer.referenceNo)} onClose={drawer.close} />}
    </ListPage>
  );
}
