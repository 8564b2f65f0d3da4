/**
 * Every query of this remote starts with 'locations'. A location change can show up in all three
 * lists (an atoll's name appears beside its islands and business locations) and in the pickers,
 * so each save invalidates the whole prefix; only the list on screen actually refetches. The
 * island pickers come from shared-ui (`atollIslandSelectKey`, other remotes use them too) and
 * sit under the same prefix, so they refresh too.
 */
export const locationsKey = ['locations'] as const;

export const locationKeys = {
  atolls: [...locationsKey, 'atolls'],
  islands: [...locationsKey, 'islands'],
  businessLocations: [...locationsKey, 'business-locations'],
} as const;
