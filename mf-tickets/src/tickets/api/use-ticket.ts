import { useLiveFallbackInterval, useLiveRefetch } from '@mv-admin/shared-api/live';
import { useQuery } from '@tanstack/react-query';
import { ticketKeys } from '../../shared/api/query-keys';
import { fetchTicketByReference } from './tickets';
import { ticketPolling } from './use-ticket-messages';

/**
 * The ticket the drawer shows (`data` null when no ticket has that reference). While the drawer
 * is `open` a live change of the ticket (assigned, closed, edited by a colleague) re-reads it;
 * while the stream is down it is re-read now and then instead (not closed, tab visible).
 */
export function useTicket(referenceNo: string, open = true) {
  const fallback = useLiveFallbackInterval(ticketPolling.ticketMs);
  const ticket = useQuery({
    queryKey: ticketKeys.ticket(referenceNo),
    queryFn: ({ signal }) => fetchTicketByReference(referenceNo, signal),
    refetchInterval: (query) => (open && fallback && query.state.data && query.state.data.status !== 'closed' ? fallback : false),
    refetchIntervalInBackground: false,
  });
  useLiveRefetch(['ticket'], ticket.data?.id, [ticketKeys.ticket(referenceNo)], open);
  return ticket;
}
