import type { z } from 'zod';
import type { RequestAuth } from '../auth/authenticator';
import type { customerJobInputSchema, JobStatus, jobReviewInputSchema } from '../contract';
import type { Queryable } from '../db/db';
import { createDocumentRepository } from '../documents/document-repository';
import type { UploadedFile } from '../documents/multipart-upload';
import { HttpError } from '../http/http-error';
import { customerJob } from './job-access';
import { alertProviders } from './job-alerts';
import { checkJobInput, insertJob, updateJobColumns } from './job-input';
import { recordCreation, recordJobAction, wrongState } from './job-transition';

/**
 * The customer's job actions (spec §7), shared by the routes (customer-job-routes.ts) and the
 * demo seed (seed.ts): one code path for the rules. Each runs inside the caller's transaction
 * and throws the HttpError the route answers (409 for a refused transition).
 */
type JobInput = z.output<typeof customerJobInputSchema>;

/** A customer edits a job while no provider is engaged: a draft, or a posted job (alerted or not). */
const EDITABLE: JobStatus[] = ['draft', 'posted', 'vendor-notification'];

/** Creates a draft or a posted job (posting alerts the approved providers); returns its id. */
export async function createCustomerJob(
  tx: Queryable,
  caller: RequestAuth,
  fields: JobInput,
  files: UploadedFile[] = [],
): Promise<{ id: number; status: JobStatus }> {
  const { columns, categoryId, packageConfigId } = await checkJobInput(tx, fields);
  const action = fields.save_as_draft ? 'save_as_draft' : 'post';
  const status = action === 'post' ? 'posted' : 'draft';
  const id = await insertJob(tx, columns, status, caller.userId, packageConfigId);
  await recordCreation(tx, { id, status }, action, caller.userId);
  if (files.length) await createDocumentRepository(tx).insert(files, { documentTypeId: null, userId: caller.userId, relation: { name: 'job', id } });
  if (status === 'posted') await alertProviders(tx, { id, status, job_type: fields.job_type, title: fields.title }, categoryId, caller.userId);
  return { id, status };
}

/** Updates a draft or posted job; a draft is saved again or posted (which alerts the providers). */
export async function updateCustomerJob(tx: Queryable, caller: RequestAuth, jobId: number, fields: JobInput, files: UploadedFile[] = []): Promise<void> {
  const job = await customerJob(tx, jobId, caller);
  if (!EDITABLE.includes(job.status))
    throw new HttpError(409, 'This job can no longer be changed', `A job in status ${job.status} cannot be updated: a provider is engaged.`);
  const { columns, categoryId, packageConfigId } = await checkJobInput(tx, fields);
  if (job.status !== 'draft' && fields.save_as_draft) throw wrongState(job.status, 'save_as_draft');
  await updateJobColumns(tx, job.id, columns, packageConfigId);
  if (job.status === 'draft') await recordJobAction(tx, job, fields.save_as_draft ? 'save_as_draft' : 'post', caller.userId);
  if (files.length) await createDocumentRepository(tx).insert(files, { documentTypeId: null, userId: caller.userId, relation: { name: 'job', id: job.id } });
  // A draft just posted alerts the providers, as a job posted directly does.
  if (job.status === 'posted' && !(await tx.query("select 1 from job_actions where job_id = $1 and action = 'notify_vendors'", [job.id])).length) {
    await alertProviders(tx, { id: job.id, status: 'posted', job_type: fields.job_type, title: fields.title }, categoryId, caller.userId);
  }
}

/** Cancels a posted job (the state machine's cancel) and closes its chats. */
export async function cancelCustomerJob(db: Queryable, caller: RequestAuth, jobId: number): Promise<void> {
  const job = await customerJob(db, jobId, caller);
  await recordJobAction(db, job, 'cancel', caller.userId);
  await db.query("update chats set status = 'closed', updated_at = now() where job_id = $1", [job.id]);
}

/** Reviews the provider of a completed job, once. */
export async function reviewCustomerJob(db: Queryable, caller: RequestAuth, body: z.output<typeof jobReviewInputSchema>) {
  const job = await customerJob(db, body.job_id, caller);
  if ((await db.query('select 1 from reviews where job_id = $1', [job.id])).length) {
    throw new HttpError(409, 'Already reviewed', 'A job is reviewed once.');
  }
  await recordJobAction(db, job, 'review', caller.userId, { payload: { rating: body.rating } });
  const [review] = await db.query<{ id: number; description: string; rating: number; created_at: string }>(
    `insert into reviews (job_id, reviewed_by, service_provider_id, description, rating) values ($1, $2, $3, $4, $5)
     returning id, description, rating, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`,
    [job.id, caller.userId, job.service_provider_id, body.description, body.rating],
  );
  return review!;
}

/** Records the customer's payment of a vendor-completed job with its receipt files, once. */
export async function completeCustomerPayment(tx: Queryable, caller: RequestAuth, jobId: number, files: UploadedFile[]): Promise<void> {
  const job = await customerJob(tx, jobId, caller);
  if (job.payment_completed_at) throw new HttpError(409, 'Payment already recorded', 'The payment of this job was recorded before.');
  await recordJobAction(tx, job, 'complete_payment', caller.userId);
  await tx.query('update jobs set payment_completed_at = now(), updated_at = now() where id = $1', [job.id]);
  await createDocumentRepository(tx).insert(files, { documentTypeId: null, userId: caller.userId, relation: { name: 'job_payment', id: job.id } });
}
