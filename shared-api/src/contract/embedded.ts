import { z } from 'zod';
import { messages } from './messages';
import { recordVersion } from './pagination';

/**
 * Small shapes that several domains embed (a person, a kind, a document type). They live in this
 * leaf so that a domain naming one does not load the domain that owns it, with that domain's own
 * imports: the tickets screen once loaded the applications, onboarding and provider contracts
 * for `providerKindSchema` alone, and the jobs screen the delivery pricing calls and their input
 * rules for the package configuration a delivery job carries (issue 39, page weight). Each owner
 * re-exports its own.
 */

/** Who created or changed a record, as lists show them. */
export const userSummarySchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** A user as shown on an application or an onboarding request (provider or deciding admin). */
export const applicationPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
});
export type ApplicationPerson = z.infer<typeof applicationPersonSchema>;

export const providerKindSchema = z.enum(['individual', 'business']);
export type ProviderKind = z.infer<typeof providerKindSchema>;

export const documentTypeSummarySchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type DocumentTypeSummary = z.infer<typeof documentTypeSummarySchema>;

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

/** A weight band of a delivery slot with its price (cents). */
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
