import { deliveryApi } from '@mv-admin/shared-api/delivery';
import { useQuery } from '@tanstack/react-query';
import { deliveryPricingKeys } from '../../shared/api/query-keys';

/**
 * Every delivery slot, for the slot picker and filter. Not `delivery-slot-package-config/select`:
 * that call leaves out slots without an active package configuration (docs/api-calls.md), so
 * a new slot could never get its first one.
 */
export function useDeliverySlotOptions() {
  return useQuery({
    queryKey: deliveryPricingKeys.slotOptions,
    queryFn: ({ signal }) => deliveryApi.listDeliverySlots({ query: { unpaginated: true } }, signal),
    select: (page) => page.items,
    staleTime: 60_000,
  });
}
