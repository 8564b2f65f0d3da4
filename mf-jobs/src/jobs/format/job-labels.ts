import type { JobType } from '@mv-admin/shared-api/catalog';
import type { JobStatus } from '@mv-admin/shared-api/jobs';

/**
 * Readable names and antd preset tag colours (themed, so they keep their contrast in the dark
 * theme) of the spec §4 job statuses. The name is always shown: colour is never the only signal.
 */
export const JOB_STATUS_DISPLAY: Record<JobStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'default' },
  posted: { label: 'Posted', color: 'blue' },
  'vendor-notification': { label: 'Vendors notified', color: 'geekblue' },
  'vendor-accepted': { label: 'Vendor accepted', color: 'cyan' },
  'vendor-counter-offer': { label: 'Vendor counter offer', color: 'orange' },
  'counter-offer-accepted': { label: 'Counter offer accepted', color: 'lime' },
  scheduled: { label: 'Scheduled', color: 'magenta' },
  'in-progress': { label: 'In progress', color: 'purple' },
  'vendor-completed': { label: 'Vendor completed', color: 'gold' },
  completed: { label: 'Completed', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

/** Statuses in the order a job goes through them, for the status filter. */
export const JOB_STATUS_ORDER = Object.keys(JOB_STATUS_DISPLAY) as JobStatus[];

export const JOB_TYPE_LABELS: Record<JobType, string> = { regular: 'Regular', express: 'Express', delivery: 'Delivery' };

const ACTION_LABELS: Record<string, string> = {
  save_as_draft: 'Saved as draft',
  post: 'Posted',
  notify_vendors: 'Vendors notified',
  vendor_accept: 'Vendor accepted',
  counter_offer: 'Counter offer',
  accept_counter_offer: 'Counter offer accepted',
  reject_counter_offer: 'Counter offer rejected',
  schedule: 'Scheduled',
  start: 'Work started',
  set_estimated_delivery: 'Estimated delivery set',
  update_price: 'Price updated',
  workflow_step_completed: 'Workflow step completed',
  workflow_step_skipped: 'Workflow step skipped',
  proof_of_work: 'Proof of work uploaded',
  vendor_complete: 'Vendor completed',
  complete_payment: 'Payment completed',
  customer_complete: 'Completed',
  cancel: 'Cancelled',
  review: 'Reviewed',
};

/** A job action's readable name; an action this client does not know yet reads as its words ('new_thing' -> 'New thing'). */
export function jobActionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : action;
}

export const OFFER_STATUS_DISPLAY: Record<string, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gold' },
  accepted: { label: 'Accepted', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'default' },
};
