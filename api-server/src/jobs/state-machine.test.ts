import { JOB_STATUSES, type JobActionType, type JobStatus } from '../contract';
import { allowedActions, InvalidTransitionError, JOB_ACTIONS, nextStatus, transition, walk } from './state-machine';

/**
 * The expected machine, written out independently of the implementation's table (and matching
 * docs/job-state-machine.md): status -> { action: next status }. Anything not listed is refused.
 */
const expected: Record<JobStatus | 'new', Partial<Record<JobActionType, JobStatus>>> = {
  new: { save_as_draft: 'draft', post: 'posted' },
  draft: { save_as_draft: 'draft', post: 'posted' },
  posted: { notify_vendors: 'vendor-notification', vendor_accept: 'vendor-accepted', counter_offer: 'vendor-counter-offer', cancel: 'cancelled' },
  'vendor-notification': { vendor_accept: 'vendor-accepted', counter_offer: 'vendor-counter-offer', cancel: 'cancelled' },
  'vendor-counter-offer': { counter_offer: 'vendor-counter-offer', accept_counter_offer: 'counter-offer-accepted', reject_counter_offer: 'posted' },
  'vendor-accepted': { schedule: 'scheduled', start: 'in-progress', set_estimated_delivery: 'vendor-accepted', update_price: 'vendor-accepted' },
  'counter-offer-accepted': {
    schedule: 'scheduled',
    start: 'in-progress',
    set_estimated_delivery: 'counter-offer-accepted',
    update_price: 'counter-offer-accepted',
  },
  scheduled: { start: 'in-progress', set_estimated_delivery: 'scheduled', update_price: 'scheduled' },
  'in-progress': {
    set_estimated_delivery: 'in-progress',
    update_price: 'in-progress',
    workflow_step_completed: 'in-progress',
    workflow_step_skipped: 'in-progress',
    proof_of_work: 'in-progress',
    vendor_complete: 'vendor-completed',
  },
  'vendor-completed': { complete_payment: 'vendor-completed', customer_complete: 'completed' },
  completed: { review: 'completed' },
  cancelled: {},
};

const froms = ['new', ...JOB_STATUSES] as const;
const cells = froms.flatMap((from) => JOB_ACTIONS.map((action) => [from, action] as const));

test('the table covers every status and every action of the contract', () => {
  expect(Object.keys(expected).sort()).toEqual([...froms].sort());
  expect(cells).toHaveLength(12 * JOB_ACTIONS.length);
});

test.each(cells)('%s + %s', (from, action) => {
  const status = from === 'new' ? null : from;
  const want = expected[from][action];
  expect(nextStatus(status, action)).toBe(want);
  if (want) {
    expect(transition(status, action)).toBe(want);
  } else {
    expect(() => transition(status, action)).toThrow(InvalidTransitionError);
  }
});

test('allowedActions lists exactly the permitted actions', () => {
  for (const from of froms) {
    expect(allowedActions(from === 'new' ? null : from).sort()).toEqual(Object.keys(expected[from]).sort());
  }
});

test('every status is reachable from a new job', () => {
  const reached = new Set<JobStatus>();
  const queue: Array<JobStatus | null> = [null];
  while (queue.length) {
    const from = queue.shift()!;
    for (const action of allowedActions(from)) {
      const to = transition(from, action);
      if (!reached.has(to)) {
        reached.add(to);
        queue.push(to);
      }
    }
  }
  expect([...reached].sort()).toEqual([...JOB_STATUSES].sort());
});

test('completed and cancelled are terminal; every other status can still end', () => {
  const canEnd = (from: JobStatus, seen = new Set<JobStatus>()): boolean => {
    if (from === 'completed' || from === 'cancelled') return true;
    seen.add(from);
    return allowedActions(from).some((a) => {
      const to = transition(from, a);
      return !seen.has(to) && canEnd(to, seen);
    });
  };
  for (const status of JOB_STATUSES) expect({ status, canEnd: canEnd(status) }).toEqual({ status, canEnd: true });
  expect(allowedActions('cancelled')).toEqual([]);
  // A completed job can still be reviewed, and a review leaves it completed.
  expect(allowedActions('completed').map((a) => [a, transition('completed', a)])).toEqual([['review', 'completed']]);
});

test('walk follows a whole path and refuses a skipped step', () => {
  expect(walk(['post', 'vendor_accept', 'start', 'proof_of_work', 'vendor_complete', 'complete_payment', 'customer_complete', 'review'])).toEqual([
    'posted',
    'vendor-accepted',
    'in-progress',
    'in-progress',
    'vendor-completed',
    'vendor-completed',
    'completed',
    'completed',
  ]);
  expect(() => walk(['post', 'start'])).toThrow('A job in status posted cannot start');
  const error = (() => {
    try {
      transition(null, 'cancel');
    } catch (e) {
      return e;
    }
  })() as InvalidTransitionError;
  expect(error).toMatchObject({ from: null, action: 'cancel', message: 'A job that does not exist yet cannot cancel' });
});
