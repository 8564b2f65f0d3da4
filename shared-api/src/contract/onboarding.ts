import { z } from 'zod';
import { applicationPersonSchema } from './embedded';
import { defineCall } from './define';
import { bodyId, fitsIntColumn, storableDate } from './columns';
import { pageSchema, recordVersion, searchQuerySchema, sortQuery } from './pagination';
import { messages } from './messages';

/**
 * Onboarding of service providers as an individual or as a business (spec §3, §4, §5, §7).
 * Messages quoted by spec §5 are kept word for word in `onboardingMessages`.
 */
export const onboardingMessages = {
  fullName: 'Full name is required',
  displayName: 'Display name is required',
  idNumber: 'ID number is required',
  phoneNumber: 'Phone number is required',
  island: 'Island is required',
  bankName: 'Bank name must be at least 3 characters',
  accountNumber: 'Account number must be at least 3 characters',
  accountHolderName: 'Account holder name must be at least 3 characters',
} as const;

export const onboardingStatusSchema = z.enum(['pending', 'rejected', 'approved']);
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** Spec §9: nid, passport, workpermit. */
export const idTypeSchema = z.enum(['nid', 'passport', 'workpermit']);
export type IdType = z.infer<typeof idTypeSchema>;

/** How the provider prices its work (our choice of values; the spec names only the field). */
export const onboardingPricingTypeSchema = z.enum(['fixed', 'hourly', 'daily', 'negotiable']);
export const weekdaySchema = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
export const paymentCycleSchema = z.enum(['weekly', 'biweekly', 'monthly']);

/** The decision an admin takes on a pending request (spec §4 leaves the values to us). */
export const onboardingDecisionActionSchema = z.enum(['approve', 'reject']);
export type OnboardingDecisionAction = z.infer<typeof onboardingDecisionActionSchema>;

/** Non-empty trimmed text with one message whether the field is missing or blank. */
const requiredText = (message: string, max = 200) => z.string({ message }).trim().min(1, { message, abort: true }).max(max);
const atLeast3 = (message: string) => z.string({ message }).trim().min(3, { message, abort: true }).max(100);
const optionalText = (max = 200) => z.string().trim().max(max).nullable().optional();
const documentId = bodyId().nullable().optional();
/** "08:00-17:00" (Maldives time). */
const timeRange = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM-HH:MM');

const phoneNumber = z
  .string({ message: onboardingMessages.phoneNumber })
  .trim()
  .min(1, { message: onboardingMessages.phoneNumber, abort: true })
  .regex(/^\+960 ?\d{7}$/, messages.maldivianPhone);
const email = z.string({ message: messages.invalidEmail }).trim().email(messages.invalidEmail).max(200);

const bankFields = {
  bank_name: atLeast3(onboardingMessages.bankName),
  account_number: atLeast3(onboardingMessages.accountNumber),
  account_holder_name: atLeast3(onboardingMessages.accountHolderName),
};

const workFields = {
  /** Job category ids. */
  service_categories: z.array(bodyId()).max(50).default([]),
  pricing_type: onboardingPricingTypeSchema.nullable().optional(),
  /** Islands or atolls served, as names. */
  service_areas: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
  availability_days: z.array(weekdaySchema).max(7).default([]),
  availability_times: z.array(timeRange).max(10).default([]),
};

/** POST /service-provider/onboarding-submission/individual (spec §5 messages). */
export const individualOnboardingInputSchema = z
  .object({
    full_name: requiredText(onboardingMessages.fullName),
    display_name: requiredText(onboardingMessages.displayName),
    date_of_birth: storableDate().nullable().optional(),
    id_type: z.enum(idTypeSchema.options, { message: messages.select }),
    id_number: requiredText(onboardingMessages.idNumber, 50),
    phone_number: phoneNumber,
    email,
    island: requiredText(onboardingMessages.island, 100),
    street: requiredText(messages.required),
    house_no: requiredText(messages.required, 100),
    profile_picture_document_id: documentId,
    specific_skills: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    ...workFields,
    has_vehicle: z.boolean().default(false),
    vehicle_type: optionalText(100),
    vehicle_plate_number: optionalText(50),
    national_id_document_id: documentId,
    ...bankFields,
  })
  .strict();
export type IndividualOnboardingInput = z.input<typeof individualOnboardingInputSchema>;

/** POST /service-provider/onboarding-submission/business (spec §5 messages). */
export const businessOnboardingInputSchema = z
  .object({
    business_name: requiredText(messages.required),
    business_registration_no: requiredText(messages.required, 50),
    business_type: requiredText(messages.required, 100),
    contact_person_name: requiredText(messages.required),
    contact_person_designation: requiredText(messages.required, 100),
    phone_number: phoneNumber,
    email,
    office_island: optionalText(100),
    office_street: optionalText(),
    office_address: optionalText(500),
    logo_document_id: documentId,
    ...workFields,
    services_description: optionalText(2000),
    team_size: fitsIntColumn(z.number().int().min(1)).nullable().optional(),
    pricing_details: optionalText(2000),
    has_fleet: z.boolean().default(false),
    fleet_size: fitsIntColumn(z.number().int().min(0)).nullable().optional(),
    vehicle_types: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    vehicle_plate_numbers: z.array(z.string().trim().min(1).max(50)).max(500).default([]),
    business_registration_cert_document_id: documentId,
    /** Trade licence numbers. */
    trade_licenses: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    /** Insurer and policy, free text. */
    insurance: optionalText(500),
    ...bankFields,
    preferred_payment_cycle: paymentCycleSchema.nullable().optional(),
  })
  .strict();
export type BusinessOnboardingInput = z.input<typeof businessOnboardingInputSchema>;

export const onboardingDecisionRecordSchema = z.object({
  id: z.number().int(),
  action: onboardingDecisionActionSchema,
  remarks: z.string().nullable(),
  created_at: z.string(),
  decidedBy: applicationPersonSchema.nullable(),
});
export type OnboardingDecisionRecord = z.infer<typeof onboardingDecisionRecordSchema>;

const requestMeta = {
  id: z.number().int(),
  version: recordVersion,
  status: onboardingStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** The provider who submitted the request. */
  user: applicationPersonSchema,
  /** The job categories of `service_categories`, with their names. */
  serviceCategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Oldest first; the last one decided the current status. */
  decisions: z.array(onboardingDecisionRecordSchema),
};

const out = <T extends z.ZodRawShape>(shape: T) => z.object(shape);
const nullableText = z.string().nullable();
const nullableId = z.number().int().nullable();

export const individualOnboardingSchema = out({
  ...requestMeta,
  full_name: z.string(),
  display_name: z.string(),
  date_of_birth: nullableText,
  id_type: idTypeSchema,
  id_number: z.string(),
  phone_number: z.string(),
  email: z.string(),
  island: z.string(),
  street: z.string(),
  house_no: z.string(),
  profile_picture_document_id: nullableId,
  service_categories: z.array(z.number().int()),
  specific_skills: z.array(z.string()),
  pricing_type: onboardingPricingTypeSchema.nullable(),
  service_areas: z.array(z.string()),
  availability_days: z.array(weekdaySchema),
  availability_times: z.array(z.string()),
  has_vehicle: z.boolean(),
  vehicle_type: nullableText,
  vehicle_plate_number: nullableText,
  national_id_document_id: nullableId,
  bank_name: z.string(),
  account_number: z.string(),
  account_holder_name: z.string(),
});
export type IndividualOnboarding = z.infer<typeof individualOnboardingSchema>;

export const businessOnboardingSchema = out({
  ...requestMeta,
  business_name: z.string(),
  business_registration_no: z.string(),
  business_type: z.string(),
  contact_person_name: z.string(),
  contact_person_designation: z.string(),
  phone_number: z.string(),
  email: z.string(),
  office_island: nullableText,
  office_street: nullableText,
  office_address: nullableText,
  logo_document_id: nullableId,
  service_categories: z.array(z.number().int()),
  services_description: nullableText,
  team_size: nullableId,
  pricing_type: onboardingPricingTypeSchema.nullable(),
  pricing_details: nullableText,
  service_areas: z.array(z.string()),
  availability_days: z.array(weekdaySchema),
  availability_times: z.array(z.string()),
  has_fleet: z.boolean(),
  fleet_size: nullableId,
  vehicle_types: z.array(z.string()),
  vehicle_plate_numbers: z.array(z.string()),
  business_registration_cert_document_id: nullableId,
  trade_licenses: z.array(z.string()),
  insurance: nullableText,
  bank_name: z.string(),
  account_number: z.string(),
  account_holder_name: z.string(),
  preferred_payment_cycle: paymentCycleSchema.nullable(),
});
export type BusinessOnboarding = z.infer<typeof businessOnboardingSchema>;

/** Admin lists: newest first; search over names, e-mail, phone and id/registration number. */
/** Sortable columns of the individual and business requests lists (`sort`). */
export const onboardingSorts = ['status', 'created_at'] as const;

export const onboardingListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(onboardingSorts).shape,
  status: onboardingStatusSchema.optional(),
});

/** An admin's decision on a pending request; only `pending` requests can be decided (409). */
export const onboardingDecisionBodySchema = z
  .object({
    id: bodyId(messages.select),
    action: onboardingDecisionActionSchema,
    remarks: z.string().trim().max(1000).optional(),
  })
  .strict();
export type OnboardingDecisionBody = z.input<typeof onboardingDecisionBodySchema>;

const admin = ['ADMIN'] as const;
const provider = ['SERVICE_PROVIDER'] as const;

export const onboardingCalls = {
  submitIndividualOnboarding: defineCall({
    method: 'POST',
    path: '/service-provider/onboarding-submission/individual',
    summary: 'Submit onboarding as an individual (a new pending request)',
    roles: provider,
    body: individualOnboardingInputSchema,
    response: individualOnboardingSchema,
  }),
  submitBusinessOnboarding: defineCall({
    method: 'POST',
    path: '/service-provider/onboarding-submission/business',
    summary: 'Submit onboarding as a business (a new pending request)',
    roles: provider,
    body: businessOnboardingInputSchema,
    response: businessOnboardingSchema,
  }),
  listIndividualOnboardings: defineCall({
    method: 'GET',
    path: '/service-provider/onboarding/individual/list',
    summary: 'Individual onboarding requests, newest first; search and status filter',
    roles: admin,
    query: onboardingListQuerySchema,
    response: pageSchema(individualOnboardingSchema),
  }),
  listBusinessOnboardings: defineCall({
    method: 'GET',
    path: '/service-provider/onboarding/business/list',
    summary: 'Business onboarding requests, newest first; search and status filter',
    roles: admin,
    query: onboardingListQuerySchema,
    response: pageSchema(businessOnboardingSchema),
  }),
  decideIndividualOnboarding: defineCall({
    method: 'POST',
    path: '/service-provider/onboarding/individual/decision',
    summary: 'Approve or reject a pending individual onboarding request',
    roles: admin,
    body: onboardingDecisionBodySchema,
    response: individualOnboardingSchema,
  }),
  decideBusinessOnboarding: defineCall({
    method: 'POST',
    path: '/service-provider/onboarding/business/decision',
    summary: 'Approve or reject a pending business onboarding request',
    roles: admin,
    body: onboardingDecisionBodySchema,
    response: businessOnboardingSchema,
  }),
};
