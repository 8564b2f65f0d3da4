import { z } from 'zod';
import { documentTypeSummarySchema, userSummarySchema } from './embedded';
import { defineCall } from './define';
import { bodyId } from './columns';
import { booleanQuery, commaList, pageSchema, positiveId, recordVersion, searchQuerySchema, sortQuery } from './pagination';
import { selectOptionSchema } from './locations';
import { messages } from './messages';

/**
 * The job catalogue (spec §3, §5, §7): document types, workflows, job categories (with the
 * documents a provider must supply) and job subcategories (each run by one workflow).
 */
export const catalogMessages = {
  duplicateJobCategoryName: 'Another job category already uses this name',
  duplicateJobSubcategoryName: 'This category already has a subcategory with this name',
  unknownDocumentType: 'One of the selected document types does not exist',
  unknownJobCategory: 'The selected job category does not exist',
  unknownWorkflow: 'The selected workflow does not exist',
} as const;

/** Spec §9: job types. A workflow serves one job type; a job has one. */
export const jobTypeSchema = z.enum(['regular', 'express', 'delivery'], { message: messages.select });
export type JobType = z.infer<typeof jobTypeSchema>;

export const documentTypeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** A document type as shown next to what requires or carries it. */
export { documentTypeSummarySchema, type DocumentTypeSummary } from './embedded';

/** One step of a workflow; the provider completes or skips each once the job is in progress. */
export const workflowStepSchema = z.object({ slug: z.string(), name: z.string() });
export const workflowConfigSchema = z.object({ steps: z.array(workflowStepSchema) });
export type WorkflowStep = z.infer<typeof workflowStepSchema>;

export const workflowSchema = z.object({
  id: z.number().int(),
  type: jobTypeSchema,
  slug: z.string(),
  name: z.string(),
  config: workflowConfigSchema,
});
export type Workflow = z.infer<typeof workflowSchema>;

export const jobCategorySchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  name: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  /** Who created it. */
  user: userSummarySchema.nullable(),
  /** The documents a provider must supply to be approved for this category. */
  documentTypes: z.array(documentTypeSummarySchema),
});
export type JobCategory = z.infer<typeof jobCategorySchema>;

export const jobCategorySummarySchema = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });

export const jobSubcategorySchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  name: z.string(),
  active: z.boolean(),
  job_category_id: z.number().int(),
  workflow_id: z.number().int(),
  created_at: z.string(),
  workflow: workflowSchema,
  jobCategory: jobCategorySummarySchema,
});
export type JobSubcategory = z.infer<typeof jobSubcategorySchema>;

const idList = z.array(bodyId(messages.select)).max(50);

/** Spec §5: name at least 2; document_id_list a list of numbers; active boolean. */
export const jobCategoryInputSchema = z
  .object({
    name: z.string().trim().min(2, messages.minChars('Name', 2)).max(100),
    document_id_list: idList.default([]),
    active: z.boolean().default(true),
  })
  .strict();
export type JobCategoryInput = z.input<typeof jobCategoryInputSchema>;

/** PUT body: name required; the list and active, when left out, stay as they are (no defaults). */
export const jobCategoryUpdateSchema = jobCategoryInputSchema.extend({ document_id_list: idList.optional(), active: z.boolean().optional() });
export type JobCategoryUpdate = z.input<typeof jobCategoryUpdateSchema>;

/** Spec §5: name at least 2; job_category_id and workflow_id positive. */
export const jobSubcategoryInputSchema = z
  .object({
    name: z.string().trim().min(2, messages.minChars('Name', 2)).max(100),
    job_category_id: bodyId(messages.select),
    workflow_id: bodyId(messages.select),
    active: z.boolean().default(true),
  })
  .strict();
export type JobSubcategoryInput = z.input<typeof jobSubcategoryInputSchema>;

/** Update body: every field optional, no defaults. */
export const jobSubcategoryUpdateSchema = jobSubcategoryInputSchema.extend({ active: z.boolean().optional() }).partial();
export type JobSubcategoryUpdate = z.input<typeof jobSubcategoryUpdateSchema>;

/** Sortable columns of the job categories list (`sort`). */
export const jobCategorySorts = ['name', 'active', 'created_at'] as const;
/** Sortable columns of the job subcategories list (`sort`); `category` is the category's name. */
export const jobSubcategorySorts = ['name', 'category', 'active', 'created_at'] as const;

export const jobCategoryListQuerySchema = searchQuerySchema.extend({ active: booleanQuery.optional(), ...sortQuery(jobCategorySorts).shape });
export const jobSubcategoryListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(jobSubcategorySorts).shape,
  job_category_id: positiveId.optional(),
  workflow_id: positiveId.optional(),
  active: booleanQuery.optional(),
});

/** Active categories with their active subcategories whose workflow serves the job type. */
export const categorySubcategoryOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subcategories: z.array(z.object({ id: z.number().int(), name: z.string(), workflow_id: z.number().int(), job_type: jobTypeSchema })),
});
export type CategorySubcategoryOption = z.infer<typeof categorySubcategoryOptionSchema>;

export const workflowOptionSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), type: jobTypeSchema });

export const documentTypeListQuerySchema = searchQuerySchema;
export const documentTypeDropdownQuerySchema = z.object({ slug: commaList(z.string().max(100), 50).optional() });

const admin = ['ADMIN'] as const;
const everyRole = ['ADMIN', 'CUSTOMER', 'SERVICE_PROVIDER'] as const;

export const catalogCalls = {
  listJobCategories: defineCall({
    method: 'GET',
    path: '/job-categories',
    summary: 'Job categories with required document types and creator',
    roles: admin,
    query: jobCategoryListQuerySchema,
    response: pageSchema(jobCategorySchema),
  }),
  createJobCategory: defineCall({
    method: 'POST',
    path: '/job-categories',
    summary: 'Create a job category with its required document types',
    roles: admin,
    body: jobCategoryInputSchema,
    response: jobCategorySchema,
  }),
  updateJobCategory: defineCall({
    method: 'PUT',
    path: '/job-categories/{id}',
    summary: 'Update a job category (document_id_list replaces the required documents)',
    roles: admin,
    params: z.object({ id: positiveId }),
    body: jobCategoryUpdateSchema,
    response: jobCategorySchema,
  }),
  jobCategoryDropdown: defineCall({
    method: 'GET',
    path: '/job-categories-dropdown-list',
    summary: 'Active job categories for pickers',
    roles: admin,
    response: z.array(selectOptionSchema),
  }),
  getJobCategory: defineCall({
    method: 'GET',
    path: '/job-category/{id}',
    summary: 'One job category',
    roles: admin,
    params: z.object({ id: positiveId }),
    response: jobCategorySchema,
  }),
  listJobSubcategories: defineCall({
    method: 'GET',
    path: '/job-subcategories',
    summary: 'Job subcategories with workflow and category',
    roles: admin,
    query: jobSubcategoryListQuerySchema,
    response: pageSchema(jobSubcategorySchema),
  }),
  createJobSubcategory: defineCall({
    method: 'POST',
    path: '/job-subcategories',
    summary: 'Create a job subcategory',
    roles: admin,
    body: jobSubcategoryInputSchema,
    response: jobSubcategorySchema,
  }),
  updateJobSubcategory: defineCall({
    method: 'POST',
    path: '/job-subcategories/{id}',
    summary: 'Update a job subcategory',
    roles: admin,
    params: z.object({ id: positiveId }),
    body: jobSubcategoryUpdateSchema,
    response: jobSubcategorySchema,
  }),
  jobCategorySubcategoryDropdown: defineCall({
    method: 'GET',
    path: '/job-category-subcategory-dropdown-list',
    summary: 'Active categories with their active subcategories, optionally only those whose workflow serves job_type',
    roles: everyRole,
    query: z.object({ job_type: jobTypeSchema.optional() }),
    response: z.array(categorySubcategoryOptionSchema),
  }),
  workflowDropdown: defineCall({
    method: 'GET',
    path: '/workflow-dropdown-list',
    summary: 'Workflows for pickers',
    roles: admin,
    response: z.array(workflowOptionSchema),
  }),
  listDocumentTypes: defineCall({
    method: 'GET',
    path: '/document-type',
    summary: 'Document types (not deleted), searchable by name or slug',
    roles: admin,
    query: documentTypeListQuerySchema,
    response: pageSchema(documentTypeSchema),
  }),
  documentTypeDropdown: defineCall({
    method: 'GET',
    path: '/document-type/dropdown',
    summary: 'Document types for pickers, optionally only the given slugs (slug=a,b)',
    roles: everyRole,
    query: documentTypeDropdownQuerySchema,
    response: z.array(documentTypeSummarySchema),
  }),
};
