import type { VersionedInput } from '@mv-admin/shared-api';
import { deliveryApi, type DeliveryDistanceAddon, type DeliveryDistanceAddonInput, type distanceAddonSorts } from '@mv-admin/shared-api/delivery';
import { listFilter, listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { deliveryPricingKeys } from '../../shared/api/query-keys';
import { useInvalidateDeliveryPricing } from '../../shared/api/use-invalidate-delivery-pricing';

export const distanceAddonListKey = deliveryPricingKeys.distanceAddons;

/** The list's URL filters: `?island_id=10&is_active=true` (the island on either side). */
export const distanceAddonFilters = listFilters({ island_id: listFilter.id(), is_active: listFilter.active() });
export type DistanceAddonFilters = z.output<typeof distanceAddonFilters>;

export const fetchDistanceAddonPage = (query: ServerTableQuery<DistanceAddonFilters, typeof distanceAddonSorts>, signal: AbortSignal) =>
  deliveryApi.listDeliveryDistanceAddons({ query }, signal);

/** Creates a distance add-on, or updates `addon` when given. */
export function useSaveDistanceAddon(addon?: DeliveryDistanceAddon) {
  const invalidate = useInvalidateDeliveryPricing();
  return useMutation({
    mutationFn: ({ values: body, version }: VersionedInput<DeliveryDistanceAddonInput>) =>
      addon
        ? deliveryApi.updateDeliveryDistanceAddon({ params: { delivery_distance_addon_id: addon.id }, body, ifMatch: version })
        : deliveryApi.createDeliveryDistanceAddon({ body }),
    onSuccess: invalidate,
  });
}

/** Switches one distance add-on on or off. */
export function useSetDistanceAddonActive() {
  const invalidate = useInvalidateDeliveryPricing();
  return useMutation({
    mutationFn: ({ addon, active }: { addon: DeliveryDistanceAddon; active: boolean }) =>
      deliveryApi.updateDeliveryDistanceAddon({ params: { delivery_distance_addon_id: addon.id }, body: { is_active: active }, ifMatch: addon.version }),
    // Refused too (a 412 when someone else changed the row): the list re-reads the saved value.
    onSettled: invalidate,
  });
}
