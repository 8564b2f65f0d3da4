import { z } from 'zod';
import { defineCall } from './define';
import { bodyId } from './columns';
import { booleanQuery, pageSchema, positiveId, recordVersion, searchQuerySchema, sortQuery } from './pagination';
import { islandSchema } from './locations';
import { messages } from './messages';

/**
 * Delivery pricing (spec §3, §5, §7): delivery slots, package configurations (a weight band of a
 * slot with its price) and distance add-ons (a surcharge between two islands). Amounts are
 * integers in cents (spec §9); weights are kilograms and may have decimals.
 */
export const deliveryMessages = {
  maxBelowMin: 'Max weight must not be less than min weight',
  sameIslands: 'From and to islands must be different',
  wholeCents: 'Price must be a whole number of cents',
  duplicateDistanceAddon: 'An add-on from this island to that island already exists',
  duplicateDeliverySlotName: 'Another delivery slot already uses this name',
  duplicatePackageConfigName: 'This delivery slot already has a package configuration with this name',
  unknownDeliverySlot: 'The selected delivery slot does not exist',
} as const;

export const unitOfTimeSchema = z.enum(['Hour', 'Minute'], { message: messages.select });
export type UnitOfTime = z.infer<typeof unitOfTimeSchema>;

export const deliverySlotSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  name: z.string(),
  unit_of_time: unitOfTimeSchema,
  duration: z.number().int(),
  is_active: z.boolean(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

export const packageConfigSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  name: z.string(),
  min_weight: z.number(),
  max_weight: z.number(),
  /** Cents. */
  price: z.number().int(),
  description: z.string().nullable(),
  delivery_slot_id: z.number().int(),
  is_active: z.boolean(),
  deliverySlot: deliverySlotSchema,
});
export type PackageConfig = z.infer<typeof packageConfigSchema>;

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

/** Spec §5: delivery slot name at least 2, duration greater than 0, unit Hour or Minute. */
export const deliverySlotInputSchema = z
  .object({
    name: z.string().trim().min(2, messages.minChars('Name', 2)).max(100),
    unit_of_time: unitOfTimeSchema,
    duration: z
      .number({ message: messages.positive('Duration') })
      .int(messages.positive('Duration'))
      .positive(messages.positive('Duration'))
      .max(100000),
    is_active: z.boolean().default(true),
  })
  .strict();
export type DeliverySlotInput = z.input<typeof deliverySlotInputSchema>;

/** PATCH body: every field optional and no defaults (see islandUpdateSchema). */
export const deliverySlotUpdateSchema = deliverySlotInputSchema.extend({ is_active: z.boolean().optional() }).partial();
export type DeliverySlotUpdate = z.input<typeof deliverySlotUpdateSchema>;

const cents = (label: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? `${label} is required` : `${label} must be a number`),
    })
    .int(deliveryMessages.wholeCents);
const weight = (label: string) =>
  z
    .number({ message: messages.atLeast(label, 0) })
    .min(0, messages.atLeast(label, 0))
    .max(100000);

const packageConfigFields = z
  .object({
    name: z.string().trim().min(1, messages.minChars('Name', 1)).max(100),
    min_weight: weight('Min weight'),
    max_weight: weight('Max weight'),
    price: cents('Price').min(0, messages.atLeast('Price', 0)).max(1_000_000_000),
    description: z.string().trim().max(1000).nullable().optional(),
    delivery_slot_id: bodyId(messages.select),
    is_active: z.boolean().default(true),
  })
  .strict();

/** Cross-field rules also run when another field already failed, so a form shows every message at once. */
const alongsideFieldIssues = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** min_weight must not exceed max_weight; checked whenever both are present (PATCH checks the stored row on the server). */
const weightsInOrder = (value: { min_weight?: unknown; max_weight?: unknown }, ctx: z.RefinementCtx) => {
  const { min_weight: min, max_weight: max } = value;
  // A negative weight already has its own message.
  if (typeof min === 'number' && typeof max === 'number' && max >= 0 && max < min) {
    ctx.addIssue({ code: 'custom', path: ['max_weight'], message: deliveryMessages.maxBelowMin });
  }
};

/** Spec §5: package config name at least 1, min_weight and max_weight at least 0 (and min not above max), price at least 0. */
export const packageConfigInputSchema = packageConfigFields.superRefine(weightsInOrder, alongsideFieldIssues);
export type PackageConfigInput = z.input<typeof packageConfigInputSchema>;

export const packageConfigUpdateSchema = packageConfigFields
  .extend({ is_active: z.boolean().optional() })
  .partial()
  .superRefine(weightsInOrder, alongsideFieldIssues);
export type PackageConfigUpdate = z.input<typeof packageConfigUpdateSchema>;

const islandId = bodyId(messages.select);

const distanceAddonFields = z
  .object({
    price: cents('Price').positive(messages.positive('Price')).max(1_000_000_000),
    from_island_id: islandId,
    to_island_id: islandId,
    is_active: z.boolean().default(true),
  })
  .strict();

const differentIslands = (value: { from_island_id?: unknown; to_island_id?: unknown }, ctx: z.RefinementCtx) => {
  if (typeof value.from_island_id === 'number' && value.from_island_id === value.to_island_id) {
    ctx.addIssue({ code: 'custom', path: ['to_island_id'], message: deliveryMessages.sameIslands });
  }
};

/** Spec §5: price greater than 0, both island ids positive; the two islands differ. */
export const deliveryDistanceAddonInputSchema = distanceAddonFields.superRefine(differentIslands, alongsideFieldIssues);
export type DeliveryDistanceAddonInput = z.input<typeof deliveryDistanceAddonInputSchema>;

export const deliveryDistanceAddonUpdateSchema = distanceAddonFields
  .extend({ is_active: z.boolean().optional() })
  .partial()
  .superRefine(differentIslands, alongsideFieldIssues);
export type DeliveryDistanceAddonUpdate = z.input<typeof deliveryDistanceAddonUpdateSchema>;

export const deliveryDistanceCoastBodySchema = z.object({ from_island_id: islandId, to_island_id: islandId }).strict();
export type DeliveryDistanceCoastBody = z.infer<typeof deliveryDistanceCoastBodySchema>;

/**
 * The distance price between two islands. `price` is null when no active add-on applies (the same
 * island, or no add-on for the pair in either direction); see docs/api-contract.md.
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
