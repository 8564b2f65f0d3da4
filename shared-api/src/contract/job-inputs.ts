import { z } from 'zod';
import { jobTypeSchema } from './catalog';
import { fitsIntColumn, INT4_MAX, storableDate, storableDateTime, textId } from './columns';
import { uploadFileSchema } from './documents';
import { commaList, searchQuerySchema, sortQuery } from './pagination';
import { messages } from './messages';
import { jobMessages, jobStatusSchema } from './job-entities';

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
