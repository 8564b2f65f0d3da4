import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogKey, jobsKey } from './query-keys';

/** Refetches the catalogue list on screen, marks the other catalogue queries and the jobs stale; resolves when done. */
export function useInvalidateCatalog() {
  const queryClient = useQueryClient();
  return useCallback(
    () => Promise.all([queryClient.invalidateQueries({ queryKey: catalogKey }), queryClient.invalidateQueries({ queryKey: jobsKey, refetchType: 'none' })]),
    [queryClient],
  );
}
