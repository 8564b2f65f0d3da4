import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ticketsKey } from './query-keys';

/** Refetches the ticket queries on screen (list, drawer, pickers) and marks the others stale; resolves when done. */
export function useInvalidateTickets() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ticketsKey }), [queryClient]);
}
