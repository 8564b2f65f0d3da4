import type { VersionedInput } from '@mv-admin/shared-api';
import { locationsApi, type Island, type IslandInput, type islandSorts } from '@mv-admin/shared-api/locations';
import { listFilter, listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { locationKeys } from '../../shared/api/query-keys';
import { useInvalidateLocations } from '../../shared/api/use-invalidate-locations';

export const islandListKey = locationKeys.islands;

/** The island list's URL filters: `?atoll_id=3&active=false`. */
export const islandFilters = listFilters({ atoll_id: listFilter.id(), active: listFilter.active() });
export type IslandFilters = z.output<typeof islandFilters>;

export const fetchIslandPage = (query: ServerTableQuery<IslandFilters, typeof islandSorts>, signal: AbortSignal) => locationsApi.listIslands({ query }, signal);

/** Creates an island, or updates `island` when given. */
export function useSaveIsland(island?: Island) {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: ({ values: body, version }: VersionedInput<IslandInput>) =>
      island ? locationsApi.updateIsland({ params: { island_id: island.id }, body, ifMatch: version }) : locationsApi.createIsland({ body }),
    onSuccess: invalidate,
  });
}

/** Switches one island on or off (`PATCH /island/update/{id}` with `{ active }`). */
export function useSetIslandActive() {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: ({ island, active }: { island: Island; active: boolean }) =>
      locationsApi.updateIsland({ params: { island_id: island.id }, body: { active }, ifMatch: island.version }),
    // Refused too (a 412 when someone else changed the row): the list re-reads the saved value.
    onSettled: invalidate,
  });
}
