import { locationsApi } from '@mv-admin/shared-api/locations';
import { useQuery } from '@tanstack/react-query';

/**
 * Query key of `GET /atoll-island/select`. It sits under the 'locations' prefix on purpose: a
 * remote that changes atolls or islands invalidates `['locations']` and every picker refreshes,
 * whichever remote shows it (the QueryClient is one shared instance).
 */
export const atollIslandSelectKey = ['locations', 'atoll-island-select'] as const;

/**
 * Every atoll with all its islands (inactive ones flagged), for atoll filters and island pickers.
 * Kept fresh for a minute; returns TanStack Query's result (`data`, `isPending`, `error`).
 */
export function useAtollIslandSelect() {
  return useQuery({
    queryKey: atollIslandSelectKey,
    queryFn: ({ signal }) => locationsApi.atollIslandSelect(undefined, signal),
    staleTime: 60_000,
  });
}
