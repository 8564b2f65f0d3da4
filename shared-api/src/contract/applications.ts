import { z } from 'zod';
import { applicationPersonSchema } from './embedded';
import { defineCall } from './define';
import { pageSchema, positiveId, recordVersion, searchQuerySchema, sortQuery } from './pagination';

/**
 * Service provider applications (spec §3, §4, §7): a provider applies per job category; an
 * admin approves or rejects a submitted application with optional remarks. Every step is kept
 * as an action (who, when, remarks), newest last.
 */
export const applicationStatusSchema = z.enum(['draft', 'submitted', 'approved', 'rejected']);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const applicationActionTypeSchema = z.enum(['submitted', 'approved', 'rejected']);
export type ApplicationActionType = z.infer<typeof applicationActionTypeSchema>;

export { applicationPersonSchema, type ApplicationPerson } from './embedded';

export const applicationActionSchema = z.object({
  id: z.number().int(),
  action_type: applicationActionTypeSchema,
  remarks: z.string().nullable(),
  created_at: z.string(),
  actionBy: applicationPersonSchema.nullable(),
});
export type ApplicationAction = z.infer<typeof applicationActionSchema>;

export const applicationDocumentSchema = z.object({
  id: z.number().int(),
  file_original_name: z.string(),
  file_size: z.number().int(),
  documentType: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

export const applicationJobCategorySchema = z.object({ id: z.number().int(), name: z.string() });

export const serviceProviderApplicationSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  status: applicationStatusSchema,
  created_at: z.string(),
  user: applicationPersonSchema,
  jobCategory: applicationJobCategorySchema,
  documents: z.array(applicationDocumentSchema),
  /** Oldest first: submitted, then the decision. */
  actions: z.array(applicationActionSchema),
});
export type ServiceProviderApplication = z.infer<typeof serviceProviderApplicationSchema>;

/** Admin list: search by provider name or e-mail or by category name; filter by status. */
/** Sortable columns of the applications list (`sort`). */
export const applicationSorts = ['status', 'created_at'] as const;

export const applicationListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(applicationSorts).shape,
  status: applicationStatusSchema.optional(),
});

/**
 * Body of approve, reject and submit: optional remarks. The body itself may be left out
 * (an empty POST reaches the server as null); blank remarks count as none.
 */
export const applicationRemarksBodySchema = z
  .object({ remarks: z.string().trim().max(1000).optional() })
  .strict()
  .nullish();
export type ApplicationRemarksBody = z.input<typeof applicationRemarksBodySchema>;

const applicationId = z.object({ id: positiveId });
const admin = ['ADMIN'] as const;
const provider = ['SERVICE_PROVIDER'] as const;

export const applicationCalls = {
  listApplications: defineCall({
    method: 'GET',
    path: '/service-provider-application',
    summary: 'Service provider applications, newest first; search by provider or category, filter by status',
    roles: admin,
    query: applicationListQuerySchema,
    response: pageSchema(serviceProviderApplicationSchema),
  }),
  approveApplication: defineCall({
    method: 'POST',
    path: '/service-provider-application/{id}/approve',
    summary: 'Approve a submitted application (409 in any other state)',
    roles: admin,
    params: applicationId,
    body: applicationRemarksBodySchema,
    response: serviceProviderApplicationSchema,
  }),
  rejectApplication: defineCall({
    method: 'POST',
    path: '/service-provider-application/{id}/reject',
    summary: 'Reject a submitted application (409 in any other state)',
    roles: admin,
    params: applicationId,
    body: applicationRemarksBodySchema,
    response: serviceProviderApplicationSchema,
  }),
  submitApplication: defineCall({
    method: 'POST',
    path: '/service-provider-application/{id}/submit',
    summary: "Submit the caller's draft application",
    roles: provider,
    params: applicationId,
    body: applicationRemarksBodySchema,
    response: serviceProviderApplicationSchema,
  }),
  myApplicationDraft: defineCall({
    method: 'GET',
    path: '/service-provider-application/my/draft/{jobTypeId}',
    summary: "The caller's draft application for a job category (null when none)",
    roles: provider,
    params: z.object({ jobTypeId: positiveId }),
    response: serviceProviderApplicationSchema.nullable(),
  }),
  myEligibleJobCategories: defineCall({
    method: 'GET',
    path: '/service-provider-application/my/eligible-job-categories',
    summary: 'Active job categories the caller may still apply for',
    roles: provider,
    response: z.array(applicationJobCategorySchema),
  }),
  myApplications: defineCall({
    method: 'GET',
    path: '/service-provider-application/my/{status}',
    summary: "The caller's applications in one status",
    roles: provider,
    params: z.object({ status: applicationStatusSchema }),
    response: z.array(serviceProviderApplicationSchema),
  }),
};
