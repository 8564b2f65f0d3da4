import type { JobStatus, JobType } from '../contract';
import type { RequestAuth } from '../auth/authenticator';
import type { Queryable } from '../db/db';
import { HttpError, notFound } from '../http/http-error';

/** The columns the job calls decide on, read under a row lock so the decision holds until commit. */
export interface JobRow {
  id: number;
  status: JobStatus;
  job_type: JobType;
  created_by: number;
  service_provider_id: number | null;
  job_subcategory_id: number;
  job_category_id: number;
  completion_otp: string | null;
  payment_completed_at: string | null;
  scheduled_job_date: string | null;
  job_estimated_budget: number | null;
}

const JOB_ROW = `select j.id, j.status, j.job_type, j.created_by, j.service_provider_id, j.job_subcategory_id, s.job_category_id,
  j.completion_otp, j.payment_completed_at::text, j.scheduled_job_date::text, j.job_estimated_budget
  from jobs j join job_subcategories s on s.id = j.job_subcategory_id where j.id = $1`;

/** Job `id` locked for this call's transaction, or undefined. */
export async function lockJob(db: Queryable, id: number): Promise<JobRow | undefined> {
  return (await db.query<JobRow>(`${JOB_ROW} for update of j`, [id]))[0];
}

/**
 * Spec §6: a customer uses only the jobs they created. Another customer's job answers 404, as a
 * job that does not exist: its existence is none of the caller's business.
 */
export async function customerJob(db: Queryable, id: number, caller: RequestAuth): Promise<JobRow> {
  const job = await lockJob(db, id);
  if (!job || job.created_by !== caller.userId) throw notFound('Job');
  return job;
}

/** A provider uses only the jobs it took (service_provider_id); any other job answers 404. */
export async function providerJob(db: Queryable, id: number, caller: RequestAuth): Promise<JobRow> {
  const job = await lockJob(db, id);
  if (!job || job.service_provider_id !== caller.userId) throw notFound('Job');
  return job;
}

/** The active job categories provider `userId` has an approved application for. */
export const APPROVED_CATEGORY_IDS = `select a.job_category_id from service_provider_applications a where a.user_id = $1 and a.status = 'approved'`;

export async function isApprovedFor(db: Queryable, userId: number, categoryId: number): Promise<boolean> {
  return (await db.query(`${APPROVED_CATEGORY_IDS} and a.job_category_id = $2`, [userId, categoryId])).length > 0;
}

/** Spec §6: a provider acts only on jobs of the categories it is approved for (403 otherwise). */
export async function requireApproved(db: Queryable, userId: number, categoryId: number): Promise<void> {
  if (!(await isApprovedFor(db, userId, categoryId))) {
    throw new HttpError(403, 'Not approved for this category', 'Apply for this job category and wait for approval before taking its jobs.');
  }
}
