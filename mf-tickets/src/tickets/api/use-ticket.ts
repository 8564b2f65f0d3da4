import { useQuery } from '@tanstack/react-query';
import { ticketKeys } from '../../shared/api/query-keys';
import { fetchTicketByReference } from './tickets';
import { ticketPolling } from './use-ticket-messages';

/**
 * The ticket the drawer shows (`data` null when no ticket has that reference). While the drawer
 * is `open` and the ticket not closed it is re-read now and then, only while the tab is visible.
 */
export function useTicket(referenceNo: string, open = true) {
  return useQuery({
    queryKey: ticketKeys.ticket(referenceNo),
    queryFn: ({ signal }) => fetchTicketByReference(referenceNo, signal),
    refetchInterval: (query) => (open && query.state.data && query.state.data.status !== 'closed' ? ticketPolling.ticketMs : false),
    refetchIntervalInBackground: false,
  });
}
