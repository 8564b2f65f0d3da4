import { z } from 'zod';
import { userSummarySchema } from './embedded';
import { defineCall } from './define';
import { bodyId } from './columns';
import { booleanQuery, pageSchema, positiveId, recordVersion, searchQuerySchema, sortQuery } from './pagination';
import { messages } from './messages';

/** A user as shown next to what they created. */
export { userSummarySchema } from './embedded';

export const atollSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  name: z.string(),
  code: z.string(),
  province: z.string().nullable(),
});
export type Atoll = z.infer<typeof atollSchema>;

export const islandSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  name: z.string(),
  active: z.boolean(),
  atoll_id: z.number().int(),
  atoll: atollSchema,
});
export type Island = z.infer<typeof islandSchema>;

export const businessLocationSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  name: z.string(),
  type: z.string(),
  road: z.string(),
  active: z.boolean(),
  island_id: z.number().int(),
  island: islandSchema,
  createdBy: userSummarySchema.nullable(),
  created_at: z.string(),
});
export type BusinessLocation = z.infer<typeof businessLocationSchema>;

/** Spec §5: atoll name at least 2, code at least 1. */
export const atollInputSchema = z
  .object({
    name: z.string().trim().min(2, messages.minChars('Name', 2)).max(100),
    code: z.string().trim().min(1, messages.minChars('Code', 1)).max(10),
    province: z.string().trim().max(100).nullable().optional(),
  })
  .strict();
export type AtollInput = z.infer<typeof atollInputSchema>;

/** Spec §5: island name at least 2. */
export const islandInputSchema = z
  .object({
    name: z.string().trim().min(2, messages.minChars('Name', 2)).max(100),
    atoll_id: bodyId(messages.select),
    active: z.boolean().default(true),
  })
  .strict();
export type IslandInput = z.input<typeof islandInputSchema>;

/**
 * PATCH body: every field optional and no defaults (a `.partial()` of the create schema would
 * still fill `active: true` and silently re-activate an island when only its name changes).
 */
export const islandUpdateSchema = islandInputSchema.extend({ active: z.boolean().optional() }).partial();
export type IslandUpdate = z.input<typeof islandUpdateSchema>;

/** Spec §5: business location name at least 2, type and road at least 3. */
export const businessLocationInputSchema = z
  .object({
    name: z.string().trim().min(2, messages.minChars('Name', 2)).max(200),
    type: z.string().trim().min(3, messages.minChars('Type', 3)).max(100),
    road: z.string().trim().min(3, messages.minChars('Road', 3)).max(200),
    island_id: bodyId(messages.select),
    active: z.boolean().default(true),
  })
  .strict();
export type BusinessLocationInput = z.input<typeof businessLocationInputSchema>;

/** PATCH body: every field optional, no defaults (see islandUpdateSchema). */
export const businessLocationUpdateSchema = businessLocationInputSchema.extend({ active: z.boolean().optional() }).partial();
export type BusinessLocationUpdate = z.input<typeof businessLocationUpdateSchema>;

export const atollIslandOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  islands: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
});
export type AtollIslandOption = z.infer<typeof atollIslandOptionSchema>;

export const selectOptionSchema = z.object({ id: z.number().int(), name: z.string() });

export const jobConfigSlugSchema = z.enum(['job-delivery-item-type', 'business-location-types']);
export const jobConfigSchema = z.object({ slug: jobConfigSlugSchema, value: z.array(z.string()) });

const admin = ['ADMIN'] as const;
/** The read-only pickers: customers' and providers' job forms send islands, business locations and item types too. */
const jobFormRoles = ['ADMIN', 'CUSTOMER', 'SERVICE_PROVIDER'] as const;

/** Sortable columns of the atolls list (`sort`). */
export const atollSorts = ['name', 'code', 'province'] as const;
/** Sortable columns of the islands list (`sort`); `atoll` is the atoll's name. */
export const islandSorts = ['name', 'atoll', 'active'] as const;
/** Sortable columns of the business locations list (`sort`); `island` is the island's name. */
export const businessLocationSorts = ['name', 'type', 'road', 'island', 'active', 'created_at'] as const;

export const atollListQuerySchema = searchQuerySchema.extend(sortQuery(atollSorts).shape);
export const islandListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(islandSorts).shape,
  atoll_id: positiveId.optional(),
  active: booleanQuery.optional(),
});
export const businessLocationListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(businessLocationSorts).shape,
  island_id: positiveId.optional(),
  atoll_id: positiveId.optional(),
  active: booleanQuery.optional(),
});

export const locationCalls = {
  listAtolls: defineCall({
    method: 'GET',
    path: '/atolls',
    summary: 'Atolls, searchable by name, code or province',
    roles: admin,
    query: atollListQuerySchema,
    response: pageSchema(atollSchema),
  }),
  createAtoll: defineCall({
    method: 'POST',
    path: '/atoll/create',
    summary: 'Create an atoll',
    roles: admin,
    body: atollInputSchema,
    response: atollSchema,
  }),
  updateAtoll: defineCall({
    method: 'PATCH',
    path: '/atoll/update/{atoll_id}',
    summary: 'Update an atoll',
    roles: admin,
    params: z.object({ atoll_id: positiveId }),
    body: atollInputSchema.partial(),
    response: atollSchema,
  }),
  listIslands: defineCall({
    method: 'GET',
    path: '/islands',
    summary: 'Islands with their atoll, filterable by atoll and active',
    roles: admin,
    query: islandListQuerySchema,
    response: pageSchema(islandSchema),
  }),
  createIsland: defineCall({
    method: 'POST',
    path: '/island/create',
    summary: 'Create an island',
    roles: admin,
    body: islandInputSchema,
    response: islandSchema,
  }),
  updateIsland: defineCall({
    method: 'PATCH',
    path: '/island/update/{island_id}',
    summary: 'Update an island (including active)',
    roles: admin,
    params: z.object({ island_id: positiveId }),
    body: islandUpdateSchema,
    response: islandSchema,
  }),
  atollIslandSelect: defineCall({
    method: 'GET',
    path: '/atoll-island/select',
    summary: 'Every atoll with its islands, for grouped pickers',
    roles: jobFormRoles,
    response: z.array(atollIslandOptionSchema),
  }),
  listBusinessLocations: defineCall({
    method: 'GET',
    path: '/business-locations',
    summary: 'Business locations with island, atoll and creator',
    roles: admin,
    query: businessLocationListQuerySchema,
    response: pageSchema(businessLocationSchema),
  }),
  createBusinessLocation: defineCall({
    method: 'POST',
    path: '/business-location',
    summary: 'Create a business location',
    roles: admin,
    body: businessLocationInputSchema,
    response: businessLocationSchema,
  }),
  updateBusinessLocation: defineCall({
    method: 'PATCH',
    path: '/business-location/{business_location_id}',
    summary: 'Update a business location',
    roles: admin,
    params: z.object({ business_location_id: positiveId }),
    body: businessLocationUpdateSchema,
    response: businessLocationSchema,
  }),
  businessLocationSelect: defineCall({
    method: 'GET',
    path: '/business-location/select',
    summary: 'Active business locations for pickers',
    roles: jobFormRoles,
    response: z.array(selectOptionSchema),
  }),
  jobConfig: defineCall({
    method: 'GET',
    path: '/job/config/{slug}',
    summary: 'Configured values: job-delivery-item-type or business-location-types',
    roles: jobFormRoles,
    params: z.object({ slug: jobConfigSlugSchema }),
    response: jobConfigSchema,
  }),
};
