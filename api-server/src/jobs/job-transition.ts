import { type JobActionType, jobMessages, type JobStatus } from '../contract';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/http-error';
import { nextStatus } from './state-machine';

/** What a recorded action may carry besides its name (a workflow step's slug, the new price...). */
export interface ActionNote {
  slug?: string | null;
  details?: string | null;
  payload?: Record<string, unknown> | null;
}

/**
 * 409 for a refused transition: the title is the contract's message, the description names the
 * job's status and the action (issue 14: the answer says which states are involved).
 */
export const wrongState = (from: JobStatus | null, action: JobActionType) =>
  new HttpError(409, jobMessages.wrongState, `A job in status ${from ?? 'new'} cannot ${action.replaceAll('_', ' ')} (docs/job-state-machine.md).`);

/**
 * Runs one state-machine action on `job` (its status read by the caller under
 * `for update`): refuses it with 409 when the machine does not allow it, else sets the new
 * status and records the job_actions row. Every status change of the routes goes through here.
 */
export async function recordJobAction(
  db: Queryable,
  job: { id: number; status: JobStatus },
  action: JobActionType,
  /** Null for a system action (alerts). */
  userId: number | null,
  note: ActionNote = {},
): Promise<JobStatus> {
  const to = nextStatus(job.status, action);
  if (!to) throw wrongState(job.status, action);
  if (to !== job.status) await db.query('update jobs set status = $2, updated_at = now() where id = $1', [job.id, to]);
  await insertAction(db, job.id, action, job.status, to, userId, note);
  job.status = to;
  return to;
}

/** The creating action (`post` or `save_as_draft` from no job) for a job just inserted with its status. */
export async function recordCreation(
  db: Queryable,
  job: { id: number; status?: JobStatus },
  action: 'post' | 'save_as_draft',
  userId: number,
  note: ActionNote = {},
): Promise<void> {
  await insertAction(db, job.id, action, null, nextStatus(null, action)!, userId, note);
}

/** The job_actions row of one action: the job's history, replayable through the machine. */
async function insertAction(
  db: Queryable,
  jobId: number,
  action: JobActionType,
  from: JobStatus | null,
  to: JobStatus,
  userId: number | null,
  note: ActionNote,
) {
  await db.query(`insert into job_actions (job_id, action, slug, details, payload, from_status, to_status, user_id) values ($1, $2, $3, $4, $5, $6, $7, $8)`, [
    jobId,
    action,
    note.slug ?? null,
    note.details ?? null,
    note.payload ? JSON.stringify(note.payload) : null,
    from,
    to,
    userId,
  ]);
}
