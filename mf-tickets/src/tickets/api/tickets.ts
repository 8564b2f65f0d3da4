import {
  ticketAssigneeFilterSchema,
  ticketsApi,
  ticketStatusSchema,
  type Ticket,
  type TicketAssign,
  type TicketUpdate,
  type ticketSorts,
} from '@mv-admin/shared-api/tickets';
import { listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ticketKeys } from '../../shared/api/query-keys';
import { useInvalidateTickets } from '../../shared/api/use-invalidate-tickets';

export const ticketListKey = ticketKeys.list;

/**
 * The ticket list's URL filters: `?status=submitted&assigned_to_user_id=unassigned` (or an
 * admin's id; "assigned to me" is the signed-in admin's id). The drawer's `?ticket=` is not one.
 */
export const ticketFilters = listFilters({ status: ticketStatusSchema.optional(), assigned_to_user_id: ticketAssigneeFilterSchema.optional() });
export type TicketFilters = z.output<typeof ticketFilters>;

export const fetchTicketPage = (query: ServerTableQuery<TicketFilters, typeof ticketSorts>, signal: AbortSignal) => ticketsApi.listTickets({ query }, signal);

/**
 * One ticket by its reference number, or null when none has it. There is no call that reads a
 * ticket by id; the list's search matches reference numbers, and a reference is unique.
 */
export async function fetchTicketByReference(referenceNo: string, signal?: AbortSignal): Promise<Ticket | null> {
  const page = await ticketsApi.listTickets({ query: { search: referenceNo, size: 100 } }, signal);
  return page.items.find((ticket) => ticket.reference_no === referenceNo) ?? null;
}

/** After a change: the drawer shows the ticket the server answered, and every list refetches. */
function useTicketChanged() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTickets();
  return (ticket: Ticket) => {
    queryClient.setQueryData(ticketKeys.ticket(ticket.reference_no), ticket);
    return invalidate();
  };
}

/** Assigns (or reassigns) a ticket to an admin, with optional remarks. */
export function useAssignTicket() {
  const changed = useTicketChanged();
  return useMutation({ mutationFn: (body: TicketAssign) => ticketsApi.assignTicket({ body }), onSuccess: changed });
}

/** Corrects a ticket's description or subcategory (PATCH /tickets/{ticket_id}). */
export function useUpdateTicket() {
  const changed = useTicketChanged();
  return useMutation({
    mutationFn: ({ ticket, body, version }: { ticket: Ticket; body: TicketUpdate; version?: number | null }) =>
      ticketsApi.updateTicket({ params: { ticket_id: ticket.id }, body, ifMatch: version }),
    onSuccess: changed,
  });
}

/** Ends the ticket's current assignment. */
export function useUnassignTicket() {
  const changed = useTicketChanged();
  return useMutation({
    mutationFn: (ticket: Ticket) => ticketsApi.unassignTicket({ body: { ticket_id: ticket.id }, ifMatch: ticket.version }),
    onSuccess: changed,
  });
}

/** Closes a ticket for good (no reopening, no new messages). */
export function useCloseTicket() {
  const changed = useTicketChanged();
  return useMutation({
    mutationFn: (ticket: Ticket) => ticketsApi.closeTicket({ params: { ticket_id: ticket.id }, ifMatch: ticket.version }),
    onSuccess: changed,
  });
}

/** Deletes a ticket with its conversation and files. */
export function useDeleteTicket() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (ticket: Ticket) => ticketsApi.deleteTicket({ query: { ticket_id: ticket.id }, ifMatch: ticket.version }),
    onSuccess: (_, ticket) => {
      queryClient.setQueryData(ticketKeys.ticket(ticket.reference_no), null);
      return invalidate();
    },
  });
}
