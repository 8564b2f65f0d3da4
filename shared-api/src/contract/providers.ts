import { z } from 'zod';
import { applicationPersonSchema, providerKindSchema } from './embedded';
import { applicationJobCategorySchema } from './applications';
import { defineCall } from './define';
import { bodyId, fitsIntColumn } from './columns';
import { pageSchema, positiveId, recordVersion, searchQuerySchema } from './pagination';
import { messages } from './messages';
import { onboardingStatusSchema } from './onboarding';

/**
 * Provider profiles, public profiles with priced offerings, and provider search (spec §3
 * Public profile, Offering; §7 Providers). Declared for the provider and customer apps; amounts
 * are integers in cents (spec §9).
 */
export { providerKindSchema, type ProviderKind } from './embedded';

export const discountBySchema = z.enum(['amount', 'percentage']);

export const offeringPackageConfigSchema = z.object({ id: z.number().int(), name: z.string(), price: z.number().int() });

export const offeringSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  job_subcategory_id: z.number().int(),
  description: z.string().nullable(),
  sub_services: z.array(z.string()),
  eta_in_day: z.number().int().nullable(),
  package_config_id: z.number().int().nullable(),
  /** Cents. */
  price: z.number().int(),
  /** Cents when `amount`, basis points when `percentage`; null for no discount. */
  discount_by: z.object({ type: discountBySchema, value: z.number().int() }).nullable(),
  active: z.boolean(),
  packageConfig: offeringPackageConfigSchema.nullable(),
});
export type Offering = z.infer<typeof offeringSchema>;

export const providerReviewSchema = z.object({
  description: z.string(),
  rating: z.number(),
  created_at: z.string(),
  reviewedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const publicProfileSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  hero_banner_title: z.string().nullable(),
  title: z.string(),
  intro: z.string().nullable(),
  created_at: z.string(),
  faq: z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() })),
  offerings: z.array(offeringSchema),
  serviceProvider: z.object({
    id: z.number().int(),
    user: applicationPersonSchema,
    reviews: z.array(providerReviewSchema),
  }),
  documents: z.array(z.object({ id: z.number().int(), file_original_name: z.string(), file_size: z.number().int() })),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

const offeringInputSchema = z
  .object({
    id: bodyId().optional(),
    name: z.string().trim().min(2, messages.minChars('Name', 2)).max(200),
    job_subcategory_id: bodyId(messages.select),
    description: z.string().trim().max(2000).nullable().optional(),
    sub_services: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
    eta_in_day: fitsIntColumn(z.number().int().min(0)).nullable().optional(),
    package_config_id: bodyId().nullable().optional(),
    price: fitsIntColumn(z.number().int().positive(messages.positive('Price'))),
    discount_by: z
      .object({ type: discountBySchema, value: fitsIntColumn(z.number().int().min(0)) })
      .strict()
      .nullable()
      .optional(),
    active: z.boolean().default(true),
  })
  .strict();

/** POST /service-provider/my/public-profile: creates or replaces the caller's public profile. */
export const publicProfileInputSchema = z
  .object({
    hero_banner_title: z.string().trim().max(200).nullable().optional(),
    title: z.string().trim().min(2, messages.minChars('Title', 2)).max(200),
    intro: z.string().trim().max(2000).nullable().optional(),
    faq: z
      .array(
        z
          .object({
            question: z.string().trim().min(2, messages.minChars('Question', 2)).max(500),
            answer: z.string().trim().min(1, messages.required).max(2000),
          })
          .strict(),
      )
      .max(50)
      .default([]),
    offerings: z.array(offeringInputSchema).max(100).default([]),
  })
  .strict();
export type PublicProfileInput = z.input<typeof publicProfileInputSchema>;

/** The signed-in provider's own profile. */
export const providerProfileSchema = z.object({
  id: z.number().int(),
  user: applicationPersonSchema,
  /** Null until an onboarding request is approved. */
  kind: providerKindSchema.nullable(),
  onboarding_status: onboardingStatusSchema.nullable(),
  approvedJobCategories: z.array(applicationJobCategorySchema),
  has_public_profile: z.boolean(),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

export const providerSearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: providerKindSchema.nullable(),
  public_profile_id: z.number().int().nullable(),
  title: z.string().nullable(),
  /** Cheapest active offering in cents (null without offerings). */
  starting_price: z.number().int().nullable(),
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  jobCategories: z.array(applicationJobCategorySchema),
});
export type ProviderSearchResult = z.infer<typeof providerSearchResultSchema>;

export const providerSearchQuerySchema = searchQuerySchema.extend({
  /** Highest starting price in cents. */
  price: fitsIntColumn(z.coerce.number().int().min(0)).optional(),
  category_id: positiveId.optional(),
});

export const providerSuggestionSchema = z.object({
  type: z.enum(['provider', 'category', 'offering']),
  id: z.number().int(),
  label: z.string(),
});

const provider = ['SERVICE_PROVIDER'] as const;

export const providerCalls = {
  myProviderProfile: defineCall({
    method: 'GET',
    path: '/service-provider/profile',
    summary: "The signed-in provider's profile, kind and approved categories",
    roles: provider,
    response: providerProfileSchema,
  }),
  myPublicProfile: defineCall({
    method: 'GET',
    path: '/service-provider/my/public-profile',
    summary: "The caller's public profile (null before the first save)",
    roles: provider,
    response: publicProfileSchema.nullable(),
  }),
  saveMyPublicProfile: defineCall({
    method: 'POST',
    path: '/service-provider/my/public-profile',
    summary: "Create or replace the caller's public profile and offerings",
    roles: provider,
    body: publicProfileInputSchema,
    response: publicProfileSchema,
  }),
  publicProfile: defineCall({
    method: 'GET',
    path: '/service-provider/{id}/public-profile',
    summary: "A provider's public profile with offerings, FAQ and reviews",
    roles: 'authenticated',
    params: z.object({ id: positiveId }),
    response: publicProfileSchema,
  }),
  offering: defineCall({
    method: 'GET',
    path: '/service-provider/offer/{id}',
    summary: 'One offering of a public profile',
    roles: 'authenticated',
    params: z.object({ id: positiveId }),
    response: offeringSchema,
  }),
  searchProviders: defineCall({
    method: 'GET',
    path: '/service-providers/search',
    summary: 'Providers with a public profile; search, highest starting price, category',
    roles: 'authenticated',
    query: providerSearchQuerySchema,
    response: pageSchema(providerSearchResultSchema),
  }),
  providerSearchSuggestions: defineCall({
    method: 'GET',
    path: '/service-providers/search/suggestion',
    summary: 'Up to 10 suggestions (providers, categories, offerings) for a search box',
    roles: 'authenticated',
    query: z.object({ search: z.string().trim().max(500).optional() }),
    response: z.array(providerSuggestionSchema),
  }),
};
