import type { JobActionType, JobStatus } from '../contract';

/**
 * The job state machine (docs/job-state-machine.md). `null` stands for "no job yet": the two
 * creating actions start from it. A self-loop (same status) is an action that is allowed in
 * that status and recorded in the job's history without changing the status.
 *
 * Data first: the table below is the whole rule set; `transition` only reads it.
 */
type From = JobStatus | 'new';

const ACCEPTED: From[] = ['vendor-accepted', 'counter-offer-accepted', 'scheduled'];
const stay = (...statuses: JobStatus[]) => Object.fromEntries(statuses.map((s) => [s, s])) as Partial<Record<From, JobStatus>>;

export const jobTransitions: Record<JobActionType, Partial<Record<From, JobStatus>>> = {
  save_as_draft: { new: 'draft', draft: 'draft' },
  post: { new: 'posted', draft: 'posted' },
  notify_vendors: { posted: 'vendor-notification' },
  vendor_accept: { posted: 'vendor-accepted', 'vendor-notification': 'vendor-accepted' },
  counter_offer: { posted: 'vendor-counter-offer', 'vendor-notification': 'vendor-counter-offer', 'vendor-counter-offer': 'vendor-counter-offer' },
  accept_counter_offer: { 'vendor-counter-offer': 'counter-offer-accepted' },
  reject_counter_offer: { 'vendor-counter-offer': 'posted' },
  schedule: { 'vendor-accepted': 'scheduled', 'counter-offer-accepted': 'scheduled' },
  start: Object.fromEntries(ACCEPTED.map((s) => [s, 'in-progress'])),
  set_estimated_delivery: stay('vendor-accepted', 'counter-offer-accepted', 'scheduled', 'in-progress'),
  update_price: stay('vendor-accepted', 'counter-offer-accepted', 'scheduled', 'in-progress'),
  workflow_step_completed: stay('in-progress'),
  workflow_step_skipped: stay('in-progress'),
  proof_of_work: stay('in-progress'),
  vendor_complete: { 'in-progress': 'vendor-completed' },
  complete_payment: stay('vendor-completed'),
  customer_complete: { 'vendor-completed': 'completed' },
  // Spec §4: a customer cancels a posted job. vendor-notification is a posted job whose
  // providers have been alerted, so it can be cancelled too; once a provider is engaged, not.
  cancel: { posted: 'cancelled', 'vendor-notification': 'cancelled' },
  review: stay('completed'),
};

export const JOB_ACTIONS = Object.keys(jobTransitions) as JobActionType[];

export class InvalidTransitionError extends Error {
  constructor(
    public readonly from: JobStatus | null,
    public readonly action: JobActionType,
  ) {
    super(`A job ${from === null ? 'that does not exist yet' : `in status ${from}`} cannot ${action}`);
    this.name = 'InvalidTransitionError';
  }
}

/** The status after `action` from `status` (null: a job being created), or undefined if not allowed. */
export function nextStatus(status: JobStatus | null, action: JobActionType): JobStatus | undefined {
  return jobTransitions[action]?.[status ?? 'new'];
}

/** The status after `action` from `status`; throws InvalidTransitionError when not allowed. Pure. */
export function transition(status: JobStatus | null, action: JobActionType): JobStatus {
  const next = nextStatus(status, action);
  if (!next) throw new InvalidTransitionError(status, action);
  return next;
}

/** The actions allowed in `status` (null: creating actions), in table order. */
export function allowedActions(status: JobStatus | null): JobActionType[] {
  return JOB_ACTIONS.filter((action) => nextStatus(status, action) !== undefined);
}

/** Runs a path of actions from `from`; returns every status visited (not `from`). Throws on an invalid step. */
export function walk(actions: readonly JobActionType[], from: JobStatus | null = null): JobStatus[] {
  const visited: JobStatus[] = [];
  let status = from;
  for (const action of actions) {
    status = transition(status, action);
    visited.push(status);
  }
  return visited;
}
