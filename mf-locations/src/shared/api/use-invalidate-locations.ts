import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { locationsKey } from './query-keys';

/** Refetches the location list on screen and marks the others stale; resolves when done. */
export function useInvalidateLocations() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: locationsKey }), [queryClient]);
}
