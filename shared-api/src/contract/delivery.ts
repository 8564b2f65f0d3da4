import { z } from 'zod';
import { deliverySlotSchema, packageConfigSchema, unitOfTimeSchema } from './embedded';
import { defineCall } from './define';
import { booleanQuery, pageSchema, positiveId, recordVersion, searchQuerySchema, sortQuery } from './pagination';
import { islandSchema } from './locations';
import {
  deliveryDistanceAddonInputSchema,
  deliveryDistanceAddonUpdateSchema,
  deliveryDistanceCoastBodySchema,
  deliverySlotInputSchema,
  deliverySlotUpdateSchema,
  packageConfigInputSchema,
  packageConfigUpdateSchema,
} from './delivery-inputs';

/** The bodies staff send (rules of spec §5) are in delivery-inputs.ts. */
export * from './delivery-inputs';

/**
 * Delivery pricing (spec §3, §5, §7): delivery slots, package configurations (a weight band of a
 * slot with its price) and distance add-ons (a surcharge between two islands). Amounts are
 * integers in cents (spec §9); weights are kilograms and may have decimals.
 */
export { deliverySlotSchema, type DeliverySlot, packageConfigSchema, type PackageConfig } from './embedded';

export const deliveryDistanceAddonSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  /** Cents. */
  price: z.number().int(),
  from_island_id: z.number().int(),
  to_island_id: z.number().int(),
  is_active: z.boolean(),
  fromIsland: islandSchema,
  toIsland: islandSchema,
});
export type DeliveryDistanceAddon = z.infer<typeof deliveryDistanceAddonSchema>;

/**
 * The distance price between two islands. `price` is null when no active add-on applies (the same
 * island, or no add-on for the pair in either direction); see docs/api-calls.md.
 */
export const deliveryDistanceCoastSchema = z.object({
  from_island_id: z.number().int(),
  to_island_id: z.number().int(),
  price: z.number().int().nullable(),
  delivery_distance_addon_id: z.number().int().nullable(),
  /** True when the price comes from the add-on declared in the opposite direction. */
  reversed: z.boolean(),
});
export type DeliveryDistanceCoast = z.infer<typeof deliveryDistanceCoastSchema>;

/** `delivery-slot-package-config/select`: active slots, each with its active package configs. */
export const deliverySlotPackageConfigOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit_of_time: unitOfTimeSchema,
  duration: z.number().int(),
  packageConfigs: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      min_weight: z.number(),
      max_weight: z.number(),
      price: z.number().int(),
    }),
  ),
});
export type DeliverySlotPackageConfigOption = z.infer<typeof deliverySlotPackageConfigOptionSchema>;

/** Sortable columns of the delivery slots list (`sort`); `duration` compares hours and minutes. */
export const deliverySlotSorts = ['name', 'duration', 'active'] as const;
/** Sortable columns of the package configs list (`sort`); `weight` is the range's minimum. */
export const packageConfigSorts = ['name', 'weight', 'price', 'active'] as const;
/** Sortable columns of the distance add-ons list (`sort`): the islands' names and the price. */
export const distanceAddonSorts = ['from', 'to', 'price', 'active'] as const;

export const deliverySlotListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(deliverySlotSorts).shape,
  is_active: booleanQuery.optional(),
});
export const packageConfigListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(packageConfigSorts).shape,
  delivery_slot_id: positiveId.optional(),
  is_active: booleanQuery.optional(),
});
export const deliveryDistanceAddonListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(distanceAddonSorts).shape,
  island_id: positiveId.optional(),
  is_active: booleanQuery.optional(),
});

const admin = ['ADMIN'] as const;
const everyone = ['ADMIN', 'CUSTOMER', 'SERVICE_PROVIDER'] as const;

export const deliveryCalls = {
  listDeliverySlots: defineCall({
    method: 'GET',
    path: '/delivery-slots',
    summary: 'Delivery slots, searchable by name, filterable by is_active',
    roles: admin,
    query: deliverySlotListQuerySchema,
    response: pageSchema(deliverySlotSchema),
  }),
  createDeliverySlot: defineCall({
    method: 'POST',
    path: '/delivery-slots',
    summary: 'Create a delivery slot',
    roles: admin,
    body: deliverySlotInputSchema,
    response: deliverySlotSchema,
  }),
  updateDeliverySlot: defineCall({
    method: 'PATCH',
    path: '/delivery-slots/{delivery_slot_id}',
    summary: 'Update a delivery slot (including is_active)',
    roles: admin,
    params: z.object({ delivery_slot_id: positiveId }),
    body: deliverySlotUpdateSchema,
    response: deliverySlotSchema,
  }),
  listPackageConfigs: defineCall({
    method: 'GET',
    path: '/package-configs',
    summary: 'Package configurations with their delivery slot',
    roles: admin,
    query: packageConfigListQuerySchema,
    response: pageSchema(packageConfigSchema),
  }),
  createPackageConfig: defineCall({
    method: 'POST',
    path: '/package-configs',
    summary: 'Create a package configuration',
    roles: admin,
    body: packageConfigInputSchema,
    response: packageConfigSchema,
  }),
  updatePackageConfig: defineCall({
    method: 'PATCH',
    path: '/package-configs/{package_config_id}',
    summary: 'Update a package configuration (including is_active)',
    roles: admin,
    params: z.object({ package_config_id: positiveId }),
    body: packageConfigUpdateSchema,
    response: packageConfigSchema,
  }),
  deliverySlotPackageConfigSelect: defineCall({
    method: 'GET',
    path: '/delivery-slot-package-config/select',
    summary: 'Active delivery slots with their active package configurations, for grouped pickers',
    roles: everyone,
    response: z.array(deliverySlotPackageConfigOptionSchema),
  }),
  listDeliveryDistanceAddons: defineCall({
    method: 'GET',
    path: '/delivery-distance-addons',
    summary: 'Distance add-ons with both islands and their atolls',
    roles: admin,
    query: deliveryDistanceAddonListQuerySchema,
    response: pageSchema(deliveryDistanceAddonSchema),
  }),
  createDeliveryDistanceAddon: defineCall({
    method: 'POST',
    path: '/delivery-distance-addons',
    summary: 'Create a distance add-on (one per from/to pair)',
    roles: admin,
    body: deliveryDistanceAddonInputSchema,
    response: deliveryDistanceAddonSchema,
  }),
  updateDeliveryDistanceAddon: defineCall({
    method: 'PATCH',
    path: '/delivery-distance-addons/{delivery_distance_addon_id}',
    summary: 'Update a distance add-on (including is_active)',
    roles: admin,
    params: z.object({ delivery_distance_addon_id: positiveId }),
    body: deliveryDistanceAddonUpdateSchema,
    response: deliveryDistanceAddonSchema,
  }),
  deliveryDistanceCoast: defineCall({
    method: 'POST',
    path: '/delivery-distance/coast',
    summary: 'The distance price between two islands (price null when no add-on applies)',
    roles: everyone,
    body: deliveryDistanceCoastBodySchema,
    response: deliveryDistanceCoastSchema,
  }),
};
