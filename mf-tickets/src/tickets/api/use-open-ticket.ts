import type { Ticket } from '@mv-admin/shared-api/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ticketKeys } from '../../shared/api/query-keys';

/** The URL parameter of the ticket drawer: `/tickets?ticket=TCK-2026-000012`. */
export const TICKET_PARAM = 'ticket';

/**
 * Which ticket the drawer shows, kept in the URL (a link opens it, Back closes it), with the
 * list's own parameters left as they are. Opening from a row shows that row's data at once.
 */
export function useOpenTicket() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const referenceNo = params.get(TICKET_PARAM)?.trim() || undefined;

  const open = useCallback(
    (ticket: Ticket | string) => {
      const ref = typeof ticket === 'string' ? ticket : ticket.reference_no;
      if (typeof ticket !== 'string') queryClient.setQueryData(ticketKeys.ticket(ref), ticket);
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(TICKET_PARAM, ref);
        return next;
      });
    },
    [queryClient, setParams],
  );

  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(TICKET_PARAM);
        return next;
      }),
    [setParams],
  );

  return { referenceNo, open, close };
}
