import { JOB_STATUSES, type JobType } from '../contract';
import { createPrng } from '../seed/prng';
import { jobStory, type StoryContext } from './job-story';
import { transition } from './state-machine';

const steps = [
  { slug: 'a', name: 'A' },
  { slug: 'b', name: 'B' },
];
const ctx: StoryContext = {
  customers: [10, 11],
  providers: [20, 21],
  subcategories: (['regular', 'express', 'delivery'] as JobType[]).map((jobType, i) => ({ id: i + 1, name: `Sub ${jobType}`, jobType, steps })),
  islands: [
    { id: 1, name: 'Malé' },
    { id: 2, name: 'Hulhumalé' },
  ],
  businessLocations: [5],
  deliveryItemTypes: ['Parcel'],
  packageConfigs: [7],
  anchor: Date.UTC(2026, 10, 21),
};

const stories = (seed: number) => {
  const rng = createPrng(seed);
  return JOB_STATUSES.flatMap((status) => Array.from({ length: 20 }, (_, n) => jobStory(status, ctx, rng, n)));
};

test('deterministic: the same seed gives the same stories, another seed others', () => {
  expect(stories(1)).toEqual(stories(1));
  expect(stories(2)).not.toEqual(stories(1));
});

test('every story ends in its status through valid transitions, in time order, before the anchor', () => {
  for (const story of stories(3)) {
    let status = null as ReturnType<typeof transition> | null;
    let last = story.job.created_at;
    for (const action of story.actions) {
      expect(action.from).toBe(status);
      status = transition(status, action.action);
      expect(action.to).toBe(status);
      expect(action.at).toBeGreaterThanOrEqual(last);
      expect(action.at).toBeLessThan(ctx.anchor);
      last = action.at;
    }
    expect(status).toBe(story.job.status);
  }
});

test('side effects match the history', () => {
  for (const { job, actions, documents, review, chat } of stories(4)) {
    const did = (a: string) => actions.some((x) => x.action === a);
    expect(job.completed_at !== null).toBe(job.status === 'completed');
    expect(job.completion_otp !== null).toBe(job.status === 'vendor-completed');
    expect(job.payment_completed_at !== null).toBe(did('complete_payment'));
    expect(review !== null).toBe(did('review'));
    expect(documents.filter((d) => d.relation === 'job_proof_of_work').length).toBe(actions.filter((a) => a.action === 'proof_of_work').length);
    if (did('counter_offer')) expect(chat?.messages.some((m) => m.offer)).toBe(true);
    if (job.job_type === 'delivery') expect(job.delivery_to_island_id && job.delivery_to_address && job.delivery_item_type).toBeTruthy();
    else expect(job.delivery_to_island_id).toBeNull();
  }
});
