import type { JobActionType, JobStatus, WorkflowStep } from '../contract';
import type { Prng } from '../seed/prng';

/** The action paths of generated job stories (job-story.ts): which actions take a job to each status. */
type A = JobActionType;

/** The ways a job reaches each status (one is picked per job). Accepted prefixes are shared. */
const accepted: A[][] = [
  ['post', 'vendor_accept'],
  ['post', 'notify_vendors', 'vendor_accept'],
  ['post', 'counter_offer', 'accept_counter_offer'],
  ['save_as_draft', 'post', 'vendor_accept', 'update_price'],
];
const started = (rng: Prng): A[] => {
  const prefix = rng.pick(accepted);
  return rng.chance(0.3) ? [...prefix, 'schedule', 'start'] : [...prefix, 'start'];
};

/**
 * `routes`: a path the route services can replay. Posting alerts the approved providers, so a
 * job is `posted` again only after a rejected offer; a job is scheduled when taken (not after a
 * counter offer); work starts with a first workflow step and the last one completes it, so proof
 * of work comes before that last step.
 */
export function pathTo(status: JobStatus, rng: Prng, steps: WorkflowStep[], routes: boolean): A[] {
  const work = (upTo: number): A[] => steps.slice(0, upTo).map(() => (rng.chance(0.15) ? 'workflow_step_skipped' : 'workflow_step_completed'));
  if (routes) {
    const proofThenLast = (proof: boolean): A[] => [...work(steps.length - 1), ...(proof ? (['proof_of_work'] as A[]) : []), ...work(1), 'vendor_complete'];
    switch (status) {
      case 'posted':
        return [...rng.pick<A[]>([['post'], ['save_as_draft', 'post']]), 'counter_offer', 'reject_counter_offer'];
      case 'scheduled':
        return [...rng.pick(accepted.filter((p) => !p.includes('counter_offer'))), 'schedule'];
      case 'in-progress':
        return [...started(rng), ...(rng.chance(0.5) ? (['set_estimated_delivery'] as A[]) : []), ...work(rng.int(1, steps.length - 1))];
      case 'vendor-completed':
        return [...started(rng), ...proofThenLast(true)];
      case 'completed': {
        const end: A[] = rng.chance(0.7) ? ['complete_payment', 'customer_complete'] : ['customer_complete'];
        return [...started(rng), ...proofThenLast(rng.chance(0.8)), ...end, ...(rng.chance(0.75) ? (['review'] as A[]) : [])];
      }
      default:
        break;
    }
  }
  switch (status) {
    case 'draft':
      return rng.pick<A[]>([['save_as_draft'], ['save_as_draft', 'save_as_draft']]);
    case 'posted':
      return rng.pick<A[]>([['post'], ['save_as_draft', 'post'], ['post', 'counter_offer', 'reject_counter_offer']]);
    case 'vendor-notification':
      return ['post', 'notify_vendors'];
    case 'vendor-accepted':
      return [...rng.pick(accepted.filter((p) => !p.includes('counter_offer')))];
    case 'vendor-counter-offer':
      return rng.pick<A[]>([
        ['post', 'counter_offer'],
        ['post', 'notify_vendors', 'counter_offer'],
        ['post', 'counter_offer', 'counter_offer'],
      ]);
    case 'counter-offer-accepted':
      return ['post', 'counter_offer', 'accept_counter_offer'];
    case 'scheduled':
      return [...rng.pick(accepted), 'schedule'];
    case 'in-progress':
      return [...started(rng), ...(rng.chance(0.5) ? (['set_estimated_delivery'] as A[]) : []), ...work(rng.int(0, Math.max(0, steps.length - 1)))];
    case 'vendor-completed':
      return [...started(rng), ...work(steps.length), 'proof_of_work', 'vendor_complete'];
    case 'completed': {
      const end: A[] = rng.chance(0.7) ? ['complete_payment', 'customer_complete'] : ['customer_complete'];
      return [
        ...started(rng),
        ...work(steps.length),
        ...(rng.chance(0.8) ? (['proof_of_work'] as A[]) : []),
        'vendor_complete',
        ...end,
        ...(rng.chance(0.75) ? (['review'] as A[]) : []),
      ];
    }
    case 'cancelled':
      return rng.pick<A[]>([
        ['post', 'cancel'],
        ['post', 'notify_vendors', 'cancel'],
        ['save_as_draft', 'post', 'cancel'],
      ]);
  }
}
