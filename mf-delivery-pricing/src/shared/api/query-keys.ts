/**
 * Every query of this remote starts with 'delivery-pricing'. A slot's name and duration show in
 * the package configuration list and the slot pickers, so each save invalidates the whole prefix;
 * only the list on screen actually refetches.
 */
export const deliveryPricingKey = ['delivery-pricing'] as const;

export const deliveryPricingKeys = {
  slots: [...deliveryPricingKey, 'delivery-slots'],
  slotOptions: [...deliveryPricingKey, 'delivery-slot-options'],
  packageConfigs: [...deliveryPricingKey, 'package-configs'],
  distanceAddons: [...deliveryPricingKey, 'distance-addons'],
} as const;
