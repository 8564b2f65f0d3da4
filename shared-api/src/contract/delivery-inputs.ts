import { z } from 'zod';
import { bodyId } from './columns';
import { messages } from './messages';
import { unitOfTimeSchema } from './embedded';

// What staff send to create and change delivery slots, package configurations and distance
// add-ons (spec §5), with the cross-field rules.

export const deliveryMessages = {
  maxBelowMin: 'Max weight must not be less than min weight',
  sameIslands: 'From and to islands must be different',
  wholeCents: 'Price must be a whole number of cents',
  duplicateDistanceAddon: 'An add-on from this island to that island already exists',
  duplicateDeliverySlotName: 'Another delivery slot already uses this name',
  duplicatePackageConfigName: 'This delivery slot already has a package configuration with this name',
  unknownDeliverySlot: 'The selected delivery slot does not exist',
} as const;

export { unitOfTimeSchema, type UnitOfTime } from './embedded';

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
