import { z } from 'zod';
import { jobCategorySummarySchema, jobTypeSchema } from './catalog';
import { defineCall } from './define';
import { fitsIntColumn, INT4_MAX, storableDate, storableDateTime, textId } from './columns';
import { uploadFileSchema } from './documents';
import { commaList, pageSchema, positiveId, searchQuerySchema, sortQuery } from './pagination';
import { messages } from './messages';
import { jobMessages, jobStatusSchema, jobReviewSchema, jobSummarySchema, jobSchema, jobWorkflowSchema } from './job-entities';

/** The job entity, statuses and related data live in job-entities.ts; this file holds the inputs and calls. */
export * from './job-entities';

// ---- Inputs. Multipart fields arrive as text: numbers are coerced, '' / 'null' / 'undefined' mean absent.

const absent = (v: unknown) => v === '' || v === null || v === 'null' || v === 'undefined';
const blankToUndefined = (v: unknown) => (absent(v) ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, textId(messages.select).optional());
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const optionalCents = z.preprocess(blankToUndefined, fitsIntColumn(z.coerce.number().int(jobMessages.wholeCents).min(0)).optional());
const isoDate = z.union([storableDate(), storableDateTime()], { message: messages.invalidDate });
const formFlag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** Spec §5: title at least 4; the text 'null' or 'undefined' counts as empty. */
export const jobTitleSchema = z.preprocess(
  (v) => (typeof v === 'string' && ['null', 'undefined'].includes(v.trim()) ? '' : (v ?? '')),
  z.string().trim().min(4, messages.minChars('Title', 4)).max(200),
);
/** Spec §5: job_description at least 5. */
export const jobDescriptionSchema = z.preprocess(
  (v) => (typeof v === 'string' && ['null', 'undefined'].includes(v.trim()) ? '' : (v ?? '')),
  z.string().trim().min(5, messages.minChars('Job description', 5)).max(5000),
);

const jobFields = {
  title: jobTitleSchema,
  job_description: jobDescriptionSchema,
  job_subcategory_id: textId(messages.select),
  job_type: jobTypeSchema,
  job_estimated_budget: optionalCents,
  business_location_id: optionalId,
  delivery_from_island_id: optionalId,
  delivery_to_island_id: optionalId,
  delivery_from_address: optionalText(500),
  delivery_to_address: optionalText(500),
  package_config_id: optionalId,
  delivery_item_type: optionalText(100),
  scheduled_job_date: z.preprocess(blankToUndefined, isoDate.optional()),
  file: uploadFileSchema.optional(),
};

/** Spec §5 customer job create or update (multipart). save_as_draft true keeps it a draft. */
export const customerJobInputSchema = z.object({ ...jobFields, save_as_draft: z.preprocess(blankToUndefined, formFlag.optional()) }).strict();
export type CustomerJobInput = z.input<typeof customerJobInputSchema>;

/** Spec §5 provider offer job (multipart): delivery jobs need an item type, a drop-off island and address. */
export const providerOfferJobInputSchema = z
  .object({ ...jobFields, customer_id: textId(messages.select), chat_id: optionalId })
  .strict()
  .superRefine((v, ctx) => {
    if (v.job_type !== 'delivery') return;
    if (!v.delivery_item_type) ctx.addIssue({ code: 'custom', path: ['delivery_item_type'], message: messages.select });
    if (!v.delivery_to_island_id) ctx.addIssue({ code: 'custom', path: ['delivery_to_island_id'], message: messages.select });
    if (!v.delivery_to_address) ctx.addIssue({ code: 'custom', path: ['delivery_to_address'], message: messages.dropOffAddress });
  });
export type ProviderOfferJobInput = z.input<typeof providerOfferJobInputSchema>;

const jobIdBody = { job_id: fitsIntColumn(z.number({ message: messages.select }).int().positive(messages.positive('Job'))) };

/** Spec §5: completion OTP at least 6 characters. */
export const jobOtpSchema = z.object({ otp: z.string().trim().min(6, messages.minChars('OTP', 6)).max(20) }).strict();
/** Spec §5: job_id and price both greater than 0 (price in cents). */
export const jobUpdatePriceSchema = z
  .object({
    ...jobIdBody,
    price: z
      .number({ message: messages.positive('Price') })
      .int(jobMessages.wholeCents)
      .positive(messages.positive('Price'))
      .max(INT4_MAX, messages.tooLarge(INT4_MAX)),
  })
  .strict();
/** Spec §5: date_of_delivery is a date. */
export const jobEstimatedDeliverySchema = z.object({ date_of_delivery: isoDate }).strict();
/** Spec §5: review description at least 3; rating greater than 0 and at most 5. */
export const jobReviewInputSchema = z
  .object({
    ...jobIdBody,
    description: z.string().trim().min(3, messages.minChars('Description', 3)).max(2000),
    rating: z
      .number({ message: messages.positive('Rating') })
      .gt(0, messages.positive('Rating'))
      .max(5, jobMessages.ratingMax)
      .int(jobMessages.ratingWhole),
  })
  .strict();
export const jobIdBodySchema = z.object(jobIdBody).strict();
/** A workflow step, completed or skipped. */
export const workflowActionSchema = z.object({ action: z.string().trim().min(1, messages.select).max(100), skipped: z.boolean().default(false) }).strict();
/** Multipart: the proof file and its document type. */
export const proofOfWorkFieldsSchema = z.object({ file: uploadFileSchema.optional(), document_type_id: textId(messages.select) }).strict();
export const completePaymentFieldsSchema = z.object({ file: uploadFileSchema.optional() }).strict();

/** GET /jobs: search (title, description or id), status (one or a comma list), jobIdList (comma-separated ids). */
/** Sortable columns of the jobs list (`sort`). */
export const jobSorts = ['id', 'title', 'status', 'job_type', 'job_estimated_budget', 'job_total_cost', 'created_at'] as const;

export const jobListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(jobSorts).shape,
  status: commaList(jobStatusSchema).optional(),
  jobIdList: commaList(textId()).optional(),
  job_type: jobTypeSchema.optional(),
});
export const customerJobListQuerySchema = searchQuerySchema.extend({ state: commaList(jobStatusSchema).optional() });
export const providerJobListQuerySchema = searchQuerySchema.extend({ state: z.enum(['completed', 'ongoing']).optional() });

const admin = ['ADMIN'] as const;
const customer = ['CUSTOMER'] as const;
const provider = ['SERVICE_PROVIDER'] as const;
const jobIdParam = z.object({ job_id: positiveId });

export const jobCalls = {
  createCustomerJob: defineCall({
    method: 'POST',
    path: '/customer-jobs',
    summary: 'Post (or save as draft) a job, with an optional file (multipart)',
    roles: customer,
    multipart: true,
    body: customerJobInputSchema,
    response: jobSchema,
  }),
  listCustomerJobs: defineCall({
    method: 'GET',
    path: '/customer-jobs',
    summary: "The customer's jobs, filterable by a list of states",
    roles: customer,
    query: customerJobListQuerySchema,
    response: pageSchema(jobSchema),
  }),
  getCustomerJob: defineCall({
    method: 'GET',
    path: '/customer-jobs/{job_id}',
    summary: "One of the customer's jobs",
    roles: customer,
    params: jobIdParam,
    response: jobSchema,
  }),
  deleteCustomerJob: defineCall({
    method: 'DELETE',
    path: '/customer-jobs/{job_id}',
    summary: 'Delete a draft job',
    roles: customer,
    params: jobIdParam,
    response: z.object({ id: z.number().int() }),
  }),
  updateCustomerJob: defineCall({
    method: 'POST',
    path: '/customer-jobs/update/{id}',
    summary: 'Update a draft or posted job (multipart)',
    roles: customer,
    multipart: true,
    params: z.object({ id: positiveId }),
    body: customerJobInputSchema,
    response: jobSchema,
  }),
  listProviderJobs: defineCall({
    method: 'GET',
    path: '/service-provider-jobs',
    summary: "The provider's jobs: ongoing or completed",
    roles: provider,
    query: providerJobListQuerySchema,
    response: pageSchema(jobSchema),
  }),
  getProviderJob: defineCall({
    method: 'GET',
    path: '/service-provider-jobs/{job_id}',
    summary: "One of the provider's jobs",
    roles: provider,
    params: jobIdParam,
    response: jobSchema,
  }),
  providerJobWorkflow: defineCall({
    method: 'GET',
    path: '/service-provider-job-workflow/{job_id}',
    summary: "Workflow steps of one of the provider's jobs",
    roles: provider,
    params: jobIdParam,
    response: jobWorkflowSchema,
  }),
  jobWorkflowAction: defineCall({
    method: 'POST',
    path: '/job/workflow-actions/{job_id}',
    summary: 'Complete or skip a workflow step (job in progress)',
    roles: provider,
    params: jobIdParam,
    body: workflowActionSchema,
    response: jobWorkflowSchema,
  }),
  setJobEstimatedDelivery: defineCall({
    method: 'PATCH',
    path: '/job/estimated-delivery/{job_id}',
    summary: 'Set the estimated delivery date',
    roles: provider,
    params: jobIdParam,
    body: jobEstimatedDeliverySchema,
    response: jobSchema,
  }),
  uploadProofOfWork: defineCall({
    method: 'POST',
    path: '/job/proof-of-work/{job_id}',
    summary: 'Upload proof of work (multipart: file, document_type_id)',
    roles: provider,
    multipart: true,
    params: jobIdParam,
    body: proofOfWorkFieldsSchema,
    response: jobSchema,
  }),
  completeJobWithOtp: defineCall({
    method: 'POST',
    path: '/job/otp/{job_id}',
    summary: 'Complete a job with the one-time code the customer gave',
    roles: provider,
    params: jobIdParam,
    body: jobOtpSchema,
    response: jobSchema,
  }),
  customerJobOtp: defineCall({
    method: 'GET',
    path: '/job/customer-otp/{job_id}',
    summary: 'The one-time code the customer hands over to complete the job',
    roles: customer,
    params: jobIdParam,
    response: z.object({ otp: z.string() }),
  }),
  customerPostedJobs: defineCall({
    method: 'GET',
    path: '/job/customer-posted',
    summary: 'Jobs customers have posted that the provider may accept',
    roles: provider,
    query: searchQuerySchema,
    response: pageSchema(jobSchema),
  }),
  customerJobWorkflow: defineCall({
    method: 'GET',
    path: '/job/customer-workflow/{job_id}',
    summary: "Workflow progress of one of the customer's jobs",
    roles: customer,
    params: jobIdParam,
    response: jobWorkflowSchema,
  }),
  acceptJob: defineCall({
    method: 'POST',
    path: '/job/accept',
    summary: 'Accept a posted job',
    roles: provider,
    body: jobIdBodySchema,
    response: jobSchema,
  }),
  approvedJobCategories: defineCall({
    method: 'GET',
    path: '/approved/job-categories',
    summary: 'Job categories the provider is approved for',
    roles: provider,
    response: z.array(jobCategorySummarySchema),
  }),
  createProviderJobOffer: defineCall({
    method: 'POST',
    path: '/service-provider/offer',
    summary: 'Offer a job to a customer (multipart)',
    roles: provider,
    multipart: true,
    body: providerOfferJobInputSchema,
    response: jobSchema,
  }),
  completeJobPayment: defineCall({
    method: 'POST',
    path: '/job/complete-payment/{job_id}',
    summary: 'Record the payment with its receipt (multipart: file)',
    roles: customer,
    multipart: true,
    params: jobIdParam,
    body: completePaymentFieldsSchema,
    response: jobSchema,
  }),
  listJobs: defineCall({
    method: 'GET',
    path: '/jobs',
    summary: 'All jobs with their related data, newest first; search (title, description, id), status list, jobIdList',
    roles: admin,
    query: jobListQuerySchema,
    response: pageSchema(jobSchema),
  }),
  urgentJobNotifications: defineCall({
    method: 'GET',
    path: '/urgent-job-notifications',
    summary: 'Express jobs waiting for a provider',
    roles: provider,
    response: z.array(jobSummarySchema),
  }),
  cancelCustomerJob: defineCall({
    method: 'POST',
    path: '/job/cancel-customer-job',
    summary: 'Cancel a posted job',
    roles: customer,
    body: jobIdBodySchema,
    response: jobSchema,
  }),
  updateJobPrice: defineCall({
    method: 'POST',
    path: '/job/update-price',
    summary: 'Set the total cost of an accepted job (cents)',
    roles: provider,
    body: jobUpdatePriceSchema,
    response: jobSchema,
  }),
  reviewJob: defineCall({
    method: 'POST',
    path: '/job/review',
    summary: 'Review the provider of a completed job',
    roles: customer,
    body: jobReviewInputSchema,
    response: jobReviewSchema,
  }),
};
