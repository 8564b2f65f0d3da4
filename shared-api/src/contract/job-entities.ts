import { z } from 'zod';
import { packageConfigSchema, userSummarySchema } from './embedded';
import { jobCategorySummarySchema, jobTypeSchema, workflowSchema, workflowStepSchema } from './catalog';
import { documentSchema } from './documents';
import { islandSchema } from './locations';
import { recordVersion } from './pagination';

/**
 * Jobs (spec §3, §4, §5, §7). Amounts are integer cents. Status changes follow the job state
 * machine (docs/job-state-machine.md): each is one of `jobActionTypeSchema`'s actions and is
 * recorded in the job's `jobActions` history.
 */
export const jobMessages = {
  wrongState: 'This job cannot do that in its current status',
  wrongOtp: 'The one-time code is not correct',
  unknownSubcategory: 'The selected subcategory does not exist',
  ratingMax: 'Rating must be at most 5',
  ratingWhole: 'Rating must be a whole number',
  wholeCents: 'Amount must be a whole number of cents',
  tooManyToList: 'Too many jobs to list at once: narrow the filter or use pages (at most 500)',
} as const;

/** Spec §4: job statuses. */
export const jobStatusSchema = z.enum([
  'draft',
  'posted',
  'vendor-notification',
  'vendor-accepted',
  'vendor-counter-offer',
  'counter-offer-accepted',
  'in-progress',
  'vendor-completed',
  'completed',
  'cancelled',
  'scheduled',
]);
export type JobStatus = z.infer<typeof jobStatusSchema>;
export const JOB_STATUSES = jobStatusSchema.options;

/** The actions of the job state machine (docs/job-state-machine.md), as stored in jobActions. */
export const jobActionTypeSchema = z.enum([
  'save_as_draft',
  'post',
  'notify_vendors',
  'vendor_accept',
  'counter_offer',
  'accept_counter_offer',
  'reject_counter_offer',
  'schedule',
  'start',
  'set_estimated_delivery',
  'update_price',
  'workflow_step_completed',
  'workflow_step_skipped',
  'proof_of_work',
  'vendor_complete',
  'complete_payment',
  'customer_complete',
  'cancel',
  'review',
]);
export type JobActionType = z.infer<typeof jobActionTypeSchema>;

export const jobActionSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  details: z.string().nullable(),
  /** The workflow step or document slug the action concerns, if any. */
  slug: z.string().nullable(),
  payload: z.unknown(),
  created_at: z.string(),
  user: userSummarySchema.nullable(),
});
export type JobAction = z.infer<typeof jobActionSchema>;

export const jobBusinessLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  road: z.string(),
  island: islandSchema,
});

export const jobSubcategoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  job_category_id: z.number().int(),
  workflow: workflowSchema,
  jobCategory: jobCategorySummarySchema,
});

export const jobChatSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  details: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A price offer in a job's chat. Statuses as chats.ts's offerStatusSchema (spec §4), repeated here since chats.ts imports this module. */
export const jobChatOfferSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  description: z.string(),
  /** Cents. */
  amount: z.number().int(),
  status: z.enum(['pending', 'accepted', 'rejected', 'cancelled']),
  customer_action_at: z.string().nullable(),
});

/** A message of a job's chat, oldest first, with the price offer it carries, if any. */
export const jobChatMessageSchema = z.object({
  id: z.number().int(),
  message: z.string().nullable(),
  created_at: z.string(),
  createdBy: userSummarySchema.nullable(),
  offer: jobChatOfferSchema.nullable(),
});
export type JobChatMessage = z.infer<typeof jobChatMessageSchema>;

/** Spec §3 chat of a job with its messages (the admin reads them here: the chat calls serve the parties only). */
export const jobChatSchema = jobChatSummarySchema.extend({ chatMessages: z.array(jobChatMessageSchema) });
export type JobChat = z.infer<typeof jobChatSchema>;

/** The customer or provider of a job, with how to reach them (spec §3 user: phone_number). */
export const jobPartySchema = userSummarySchema.extend({ phone_number: z.string().nullable() });
export type JobParty = z.infer<typeof jobPartySchema>;

export const jobReviewSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  rating: z.number().int(),
  created_at: z.string(),
});

/** A job without its related data (lists of alerts, chat headers, references). */
export const jobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  job_description: z.string(),
  status: jobStatusSchema,
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** Spec §3 job with all its related data. */
export const jobSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  title: z.string(),
  job_description: z.string(),
  job_type: jobTypeSchema,
  status: jobStatusSchema,
  /** Cents. */
  job_estimated_budget: z.number().int().nullable(),
  /** Cents. */
  job_total_cost: z.number().int().nullable(),
  job_subcategory_id: z.number().int(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  date_of_delivery: z.string().nullable(),
  scheduled_job_date: z.string().nullable(),
  delivery_item_type: z.string().nullable(),
  delivery_from_address: z.string().nullable(),
  delivery_to_address: z.string().nullable(),
  delivery_from_island_id: z.number().int().nullable(),
  delivery_to_island_id: z.number().int().nullable(),
  business_location_id: z.number().int().nullable(),
  createdBy: jobPartySchema,
  serviceProvider: jobPartySchema.nullable(),
  businessLocation: jobBusinessLocationSchema.nullable(),
  deliveryFromIsland: islandSchema.nullable(),
  deliveryToIsland: islandSchema.nullable(),
  jobSubcategory: jobSubcategoryRefSchema,
  documents: z.array(documentSchema),
  packageConfigs: z.array(packageConfigSchema),
  jobActions: z.array(jobActionSchema),
  chats: z.array(jobChatSchema),
  review: jobReviewSchema.nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** Progress of a job through its subcategory's workflow. */
export const jobWorkflowSchema = z.object({
  job_id: z.number().int(),
  status: jobStatusSchema,
  workflow: workflowSchema,
  steps: z.array(workflowStepSchema.extend({ state: z.enum(['pending', 'completed', 'skipped']), done_at: z.string().nullable() })),
});
export type JobWorkflow = z.infer<typeof jobWorkflowSchema>;
