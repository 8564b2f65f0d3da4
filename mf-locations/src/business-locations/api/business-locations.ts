import type { VersionedInput } from '@mv-admin/shared-api';
import { locationsApi, type BusinessLocation, type BusinessLocationInput, type businessLocationSorts } from '@mv-admin/shared-api/locations';
import { listFilter, listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { locationKeys } from '../../shared/api/query-keys';
import { useInvalidateLocations } from '../../shared/api/use-invalidate-locations';

export const businessLocationListKey = locationKeys.businessLocations;

/** The list's URL filters: `?atoll_id=1&island_id=10&active=true`. */
export const businessLocationFilters = listFilters({ atoll_id: listFilter.id(), island_id: listFilter.id(), active: listFilter.active() });
export type BusinessLocationFilters = z.output<typeof businessLocationFilters>;

export const fetchBusinessLocationPage = (query: ServerTableQuery<BusinessLocationFilters, typeof businessLocationSorts>, signal: AbortSignal) =>
  locationsApi.listBusinessLocations({ query }, signal);

/** The configured business location types (`GET job/config/business-location-types`). */
export function useBusinessLocationTypes() {
  return useQuery({
    queryKey: [...locationKeys.businessLocations, 'types'],
    queryFn: ({ signal }) => locationsApi.jobConfig({ params: { slug: 'business-location-types' } }, signal),
    select: (config) => config.value,
    staleTime: 5 * 60_000,
  });
}

/** Creates a business location, or updates `location` when given. */
export function useSaveBusinessLocation(location?: BusinessLocation) {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: ({ values: body, version }: VersionedInput<BusinessLocationInput>) =>
      location
        ? locationsApi.updateBusinessLocation({ params: { business_location_id: location.id }, body, ifMatch: version })
        : locationsApi.createBusinessLocation({ body }),
    onSuccess: invalidate,
  });
}

/** Switches one business location on or off. */
export function useSetBusinessLocationActive() {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: ({ location, active }: { location: BusinessLocation; active: boolean }) =>
      locationsApi.updateBusinessLocation({ params: { business_location_id: location.id }, body: { active }, ifMatch: location.version }),
    // Refused too (a 412 when someone else changed the row): the list re-reads the saved value.
    onSettled: invalidate,
  });
}
