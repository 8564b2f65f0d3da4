import { z } from 'zod';

/**
 * Small shapes that several domains embed (a person, a kind, a document type). They live in this
 * leaf so that a domain naming one does not load the domain that owns it, with that domain's own
 * imports: the tickets screen once loaded the applications, onboarding and provider contracts
 * for `providerKindSchema` alone (issue 39, page weight). Each owner re-exports its own.
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
