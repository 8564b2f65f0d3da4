import { useQuery } from '@tanstack/react-query';
import { ticketKeys } from '../../shared/api/query-keys';
import { fetchTicketByReference } from './tickets';
import { ticketPolling } from './use-ticket-messages';


/**
 * The ticket the drawer shows (`data` null when no ticket has that reference). While it is open
 * and not closed it is re-read now and then, only while the tab is visible.
 */
export function useTicket(referenceNo: string) {
  return useQuery({
    queryKey: ticketKeys.ticket(referenceNo),
    queryFn: ({ signal }) => fetchTicketByReference(referenceNo, signal),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'closed' ? ticketPolling.ticketMs : false),
    refetchIntervalInBackground: false,
  });
}
