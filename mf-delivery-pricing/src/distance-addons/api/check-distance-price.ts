import { deliveryApi, type DeliveryDistanceCoastBody } from '@mv-admin/shared-api/delivery';
import { useMutation } from '@tanstack/react-query';

/**
 * Asks the price between two islands (`POST delivery-distance/coast`). The answer's `price` is
 * null when no active add-on applies in either direction, and `reversed` is true when the add-on
 * declared the other way round priced it. A one-off question, so a mutation: nothing is cached.
 */
export function useCheckDistancePrice() {
  return useMutation({ mutationFn: (body: DeliveryDistanceCoastBody) => deliveryApi.deliveryDistanceCoast({ body }) });
}
