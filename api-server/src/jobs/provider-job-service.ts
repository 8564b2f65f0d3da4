import type { RequestAuth } from '../auth/authenticator';
import { documentMessages, jobMessages } from '../contract';
import type { Queryable } from '../db/db';
import { createDocumentRepository } from '../documents/document-repository';
import type { UploadedFile } from '../documents/multipart-upload';
import { fieldError, notFound } from '../http/http-error';
import { lockJob, providerJob, requireApproved } from './job-access';
import { newCompletionCode, takeWorkflowStep } from './job-progress';
import { recordJobAction, wrongState } from './job-transition';
import { nextStatus } from './state-machine';

/**
 * The provider's job actions (spec §7), shared by the routes (provider-job-routes.ts) and the
 * demo seed (seed.ts): one code path for the rules. Each runs inside the caller's transaction
 * and throws the HttpError the route answers (409 for a refused transition).
 */

/** Takes a posted job (vendor_accept); a job whose scheduled date is after `now` (ms) is then scheduled. */
export async function acceptProviderJob(db: Queryable, caller: RequestAuth, jobId: number, now: number): Promise<void> {
  const job = await lockJob(db, jobId);
  // Drafts are invisible to providers, and so are jobs another provider took.
  if (!job || job.status === 'draft' || (job.service_provider_id !== null && job.service_provider_id !== caller.userId)) throw notFound('Job');
  await requireApproved(db, caller.userId, job.job_category_id);
  await recordJobAction(db, job, 'vendor_accept', caller.userId);
  await db.query('update jobs set service_provider_id = $2, job_total_cost = coalesce(job_total_cost, job_estimated_budget) where id = $1', [
    job.id,
    caller.userId,
  ]);
  if (job.scheduled_job_date && Date.parse(job.scheduled_job_date) > now) await recordJobAction(db, job, 'schedule', caller.userId);
}

/**
 * Completes or skips a workflow step of the provider's job (job-progress.ts). `issueCode` makes
 * the completion code when that was the last step (the seed passes a seeded one).
 */
export async function providerWorkflowStep(
  db: Queryable,
  caller: RequestAuth,
  jobId: number,
  slug: string,
  skipped: boolean,
  issueCode = newCompletionCode,
): Promise<void> {
  const job = await providerJob(db, jobId, caller);
  await takeWorkflowStep(db, job, caller.userId, slug, skipped, issueCode);
}

export async function setProviderJobDelivery(db: Queryable, caller: RequestAuth, jobId: number, dateOfDelivery: string): Promise<void> {
  const job = await providerJob(db, jobId, caller);
  await recordJobAction(db, job, 'set_estimated_delivery', caller.userId, { payload: { date_of_delivery: dateOfDelivery } });
  await db.query('update jobs set date_of_delivery = $2, updated_at = now() where id = $1', [job.id, dateOfDelivery]);
}

export async function updateProviderJobPrice(db: Queryable, caller: RequestAuth, jobId: number, price: number): Promise<void> {
  const job = await providerJob(db, jobId, caller);
  await recordJobAction(db, job, 'update_price', caller.userId, { payload: { price } });
  await db.query('update jobs set job_total_cost = $2, updated_at = now() where id = $1', [job.id, price]);
}

/** Completes a vendor-completed job with the customer's code (400 on `otp` when wrong) and closes its chats. */
export async function completeProviderJob(db: Queryable, caller: RequestAuth, jobId: number, otp: string): Promise<void> {
  const job = await providerJob(db, jobId, caller);
  if (!nextStatus(job.status, 'customer_complete')) throw wrongState(job.status, 'customer_complete');
  if (otp !== job.completion_otp) throw fieldError(400, 'Validation failed', 'otp', jobMessages.wrongOtp, 'invalid');
  await recordJobAction(db, job, 'customer_complete', caller.userId);
  await db.query('update jobs set completion_otp = null, completed_at = now(), updated_at = now() where id = $1', [job.id]);
  await db.query("update chats set status = 'closed', updated_at = now() where job_id = $1", [job.id]);
}

/** Adds proof-of-work files (of an existing document type, 400 otherwise) to an in-progress job. */
export async function uploadProviderProofOfWork(
  tx: Queryable,
  caller: RequestAuth,
  jobId: number,
  documentTypeId: number,
  files: UploadedFile[],
): Promise<void> {
  const job = await providerJob(tx, jobId, caller);
  const documents = createDocumentRepository(tx);
  if (!(await documents.documentTypeExists(documentTypeId))) {
    throw fieldError(400, 'Validation failed', 'document_type_id', documentMessages.unknownDocumentType, 'not_found');
  }
  await recordJobAction(tx, job, 'proof_of_work', caller.userId, { payload: { files: files.length } });
  await documents.insert(files, { documentTypeId, userId: caller.userId, relation: { name: 'job_proof_of_work', id: job.id } });
}
