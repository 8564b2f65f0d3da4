import { randomInt } from 'node:crypto';
import type { JobStatus } from '../contract';
import type { Queryable } from '../db/db';
import { fieldError, HttpError } from '../http/http-error';
import type { JobRow } from './job-access';
import { recordJobAction } from './job-transition';
import { jobWorkflow } from './job-workflow';

/** Statuses in which the provider is engaged but has not started the workflow yet. */
const AGREED: JobStatus[] = ['vendor-accepted', 'counter-offer-accepted', 'scheduled'];

export const workflowMessages = {
  unknownStep: "Not a step of this job's workflow",
} as const;

/** A fresh six-digit completion code (spec §5: at least 6 characters). */
export const newCompletionCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Starts the job (agreed -> in-progress) when the provider takes its first workflow step. */
export async function startIfAgreed(db: Queryable, job: JobRow, userId: number): Promise<void> {
  if (AGREED.includes(job.status)) await recordJobAction(db, job, 'start', userId);
}

/**
 * Completes or skips workflow step `slug` of an in-progress job (an agreed job starts first).
 * When that was the last pending step the provider's work is done: vendor_complete, and the
 * customer's completion code is issued (docs/job-state-machine.md) by `issueCode` (the demo seed
 * passes a seeded generator so its rows repeat).
 */
export async function takeWorkflowStep(
  db: Queryable,
  job: JobRow,
  userId: number,
  slug: string,
  skipped: boolean,
  issueCode = newCompletionCode,
): Promise<void> {
  const before = await jobWorkflow(db, job.id);
  const step = before.steps.find((s) => s.slug === slug);
  if (!step) throw fieldError(400, 'Validation failed', 'action', workflowMessages.unknownStep, 'not_found');
  await startIfAgreed(db, job, userId);
  if (step.state !== 'pending') throw new HttpError(409, 'Step already done', `The step "${step.name}" was ${step.state} before.`);
  await recordJobAction(db, job, skipped ? 'workflow_step_skipped' : 'workflow_step_completed', userId, { slug, details: step.name });
  if (before.steps.every((s) => s === step || s.state !== 'pending')) {
    await recordJobAction(db, job, 'vendor_complete', userId);
    await db.query('update jobs set completion_otp = $2 where id = $1', [job.id, issueCode()]);
  }
}
