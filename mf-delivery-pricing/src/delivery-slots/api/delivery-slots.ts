import type { VersionedInput } from '@mv-admin/shared-api';
import { deliveryApi, type DeliverySlot, type DeliverySlotInput, type deliverySlotSorts } from '@mv-admin/shared-api/delivery';
import { listFilter, listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { deliveryPricingKeys } from '../../shared/api/query-keys';
import { useInvalidateDeliveryPricing } from '../../shared/api/use-invalidate-delivery-pricing';

export const deliverySlotListKey = deliveryPricingKeys.slots;

/** The list's URL filters: `?is_active=false`. */
export const deliverySlotFilters = listFilters({ is_active: listFilter.active() });
export type DeliverySlotFilters = z.output<typeof deliverySlotFilters>;

export const fetchDeliverySlotPage = (query: ServerTableQuery<DeliverySlotFilters, typeof deliverySlotSorts>, signal: AbortSignal) =>
  deliveryApi.listDeliverySlots({ query }, signal);

/** Creates a delivery slot, or updates `slot` when given. */
export function useSaveDeliverySlot(slot?: DeliverySlot) {
  const invalidate = useInvalidateDeliveryPricing();
  return useMutation({
    mutationFn: ({ values: body, version }: VersionedInput<DeliverySlotInput>) =>
      slot ? deliveryApi.updateDeliverySlot({ params: { delivery_slot_id: slot.id }, body, ifMatch: version }) : deliveryApi.createDeliverySlot({ body }),
    // Waiting for the refetch lets the modal close onto a list that already shows the change.
    onSuccess: invalidate,
  });
}

/** Switches one delivery slot on or off (`PATCH /delivery-slots/{id}` with `{ is_active }`). */
export function useSetDeliverySlotActive() {
  const invalidate = useInvalidateDeliveryPricing();
  return useMutation({
    mutationFn: ({ slot, active }: { slot: DeliverySlot; active: boolean }) =>
      deliveryApi.updateDeliverySlot({ params: { delivery_slot_id: slot.id }, body: { is_active: active }, ifMatch: slot.version }),
    // Refused too (a 412 when someone else changed the row): the list re-reads the saved value.
    onSettled: invalidate,
  });
}
