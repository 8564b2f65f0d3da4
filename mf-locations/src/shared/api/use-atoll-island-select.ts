import { api } from '@mv-admin/shared-api';
import { useQuery } from '@tanstack/react-query';
import { locationKeys } from './query-keys';

/** Every atoll with its islands (`GET /atoll-island/select`), for atoll filters and island pickers. */
export function useAtollIslandSelect() {
  return useQuery({
    queryKey: locationKeys.atollIslandSelect,
    queryFn: ({ signal }) => api.atollIslandSelect(undefined, signal),
    staleTime: 60_000,
  });
}
