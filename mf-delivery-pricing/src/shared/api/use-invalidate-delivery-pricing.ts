import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { deliveryPricingKey } from './query-keys';

/** Refetches the delivery pricing list on screen and marks the others stale; resolves when done. */
export function useInvalidateDeliveryPricing() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: deliveryPricingKey }), [queryClient]);
}
