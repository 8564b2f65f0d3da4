import type { JobActionType, JobStatus, JobType, WorkflowStep } from '../contract';
import type { Prng } from '../seed/prng';
import { pathTo } from './job-paths';
import { transition } from './state-machine';

/**
 * Generates believable job histories for the seed, strictly through the state machine: a path
 * of actions is chosen for the target status and each step is applied with `transition`, so a
 * seeded job's status is always what its jobActions history replays to. Pure: rows come back
 * without ids, the caller inserts them.
 */
export interface StoryContext {
  customers: number[];
  providers: number[];
  subcategories: Array<{ id: number; name: string; jobType: JobType; steps: WorkflowStep[] }>;
  islands: Array<{ id: number; name: string }>;
  businessLocations: number[];
  deliveryItemTypes: string[];
  packageConfigs: number[];
  /** Milliseconds: "now" for the generated history (every action happens before it). */
  anchor: number;
  /**
   * The demo seed, which replays each story through the route services (story-replay.ts): the
   * providers approved for each subcategory's category. Given, a job is of a subcategory that has
   * one, its provider is one of them, and its path is one the routes take (see pathTo).
   */
  approvedProviders?: ReadonlyMap<number, readonly number[]>;
}

export interface StoryAction {
  action: JobActionType;
  slug: string | null;
  details: string;
  payload: Record<string, unknown> | null;
  from: JobStatus | null;
  to: JobStatus;
  userId: number | null;
  at: number;
}

export interface StoryDocument {
  typeSlug: string;
  name: string;
  size: number;
  mime: string;
  storage: string;
  userId: number;
  relation: 'job' | 'job_proof_of_work' | 'job_payment';
  at: number;
}

export interface StoryMessage {
  by: number;
  text: string | null;
  at: number;
  offer?: { description: string; amount: number; status: 'pending' | 'accepted' | 'rejected' | 'cancelled'; actionAt: number | null };
}

export interface JobStory {
  job: {
    title: string;
    job_description: string;
    job_type: JobType;
    status: JobStatus;
    job_estimated_budget: number | null;
    job_total_cost: number | null;
    job_subcategory_id: number;
    created_by: number;
    service_provider_id: number | null;
    business_location_id: number | null;
    date_of_delivery: number | null;
    scheduled_job_date: number | null;
    delivery_item_type: string | null;
    delivery_from_address: string | null;
    delivery_to_address: string | null;
    delivery_from_island_id: number | null;
    delivery_to_island_id: number | null;
    completion_otp: string | null;
    payment_completed_at: number | null;
    completed_at: number | null;
    created_at: number;
    updated_at: number;
  };
  actions: StoryAction[];
  documents: StoryDocument[];
  chat: { title: string; details: string; customer: number; provider: number; at: number; messages: StoryMessage[] } | null;
  review: { description: string; rating: number; at: number; by: number; provider: number } | null;
  packageConfigIds: number[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const places = ['two-bedroom flat', 'guest house', 'office', 'family home', 'shop', 'cafe', 'school hall', 'resort staff quarters'];
const asks = [
  'Please bring your own tools.',
  'Available after 4 pm on weekdays.',
  'The building has no lift, third floor.',
  'Photos attached for reference.',
  'Looking for someone who can start this week.',
  'Call before coming, the gate is locked.',
];
const reviewsText = [
  'Very professional and on time.',
  'Good work, fair price.',
  'Finished quickly and cleaned up after.',
  'Friendly and careful, recommended.',
  'Job done but arrived late.',
];
const chatLines = [
  'Hello, is the job still open?',
  'Yes, when can you come?',
  'Tomorrow morning works for me.',
  'Please send a photo of the problem.',
  'Sent. Thank you!',
  'On my way.',
];

const mvr = (cents: number) => `MVR ${(cents / 100).toFixed(2)}`;

/** One job history ending in `status`. `n` varies the texts; every action happens before ctx.anchor. */
export function jobStory(status: JobStatus, ctx: StoryContext, rng: Prng, n: number, jobType?: JobType): JobStory {
  const approved = ctx.approvedProviders;
  const subcategories = approved ? ctx.subcategories.filter((s) => approved.get(s.id)?.length) : ctx.subcategories;
  const ofType = jobType ? subcategories.filter((s) => s.jobType === jobType) : [];
  const sub = rng.pick(ofType.length ? ofType : subcategories);
  const providers = approved?.get(sub.id) ?? ctx.providers;
  const customer = rng.pick(ctx.customers);
  const actions = pathTo(status, rng, sub.steps, Boolean(approved));
  const island = rng.pick(ctx.islands);
  const toIsland = rng.pick(ctx.islands);
  const delivery = sub.jobType === 'delivery';
  const itemType = delivery ? rng.pick(ctx.deliveryItemTypes) : null;
  const budget = rng.chance(0.85) ? rng.int(3, 120) * 2500 : null;

  // Times: created somewhere in the last 180 days, actions spread evenly after it.
  const createdAt = ctx.anchor - rng.int(1, 180) * DAY + rng.int(0, DAY / MINUTE) * MINUTE;
  const gap = Math.max(MINUTE, Math.floor((ctx.anchor - createdAt) / (actions.length + 1)));
  const times = actions.map((_, i) => createdAt + i * gap + rng.int(0, Math.floor(gap / 2)));

  const job: JobStory['job'] = {
    title: delivery
      ? `${itemType} delivery to ${toIsland.name}`
      : sub.jobType === 'express'
        ? `Urgent: ${sub.name.toLowerCase()} today`
        : `${sub.name} for a ${rng.pick(places)}`,
    job_description: `${sub.name} needed on ${island.name}. ${rng.pick(asks)} Reference ${n}.`,
    job_type: sub.jobType,
    status: 'draft',
    job_estimated_budget: budget,
    job_total_cost: null,
    job_subcategory_id: sub.id,
    created_by: customer,
    service_provider_id: null,
    business_location_id: ctx.businessLocations.length && rng.chance(0.25) ? rng.pick(ctx.businessLocations) : null,
    date_of_delivery: null,
    scheduled_job_date: null,
    delivery_item_type: itemType,
    delivery_from_address: delivery ? `${rng.pick(['Majeedhee Magu', 'Orchid Magu', 'Boduthakurufaanu Magu', 'Ameenee Magu'])}, ${island.name}` : null,
    delivery_to_address: delivery ? `${rng.pick(['Harbour Road', 'Link Road', 'Beach Road', 'School Road'])}, ${toIsland.name}` : null,
    delivery_from_island_id: delivery ? island.id : null,
    delivery_to_island_id: delivery ? toIsland.id : null,
    completion_otp: null,
    payment_completed_at: null,
    completed_at: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
  const story: JobStory = {
    job,
    actions: [],
    documents: [],
    chat: null,
    review: null,
    packageConfigIds: delivery && ctx.packageConfigs.length ? [rng.pick(ctx.packageConfigs)] : [],
  };
  if (rng.chance(0.3)) {
    story.documents.push({
      typeSlug: 'job-attachment',
      name: `photo-${n}.jpg`,
      size: rng.int(40, 900) * 1024,
      mime: 'image/jpeg',
      storage: 'sample:photo.jpg',
      userId: customer,
      relation: 'job',
      at: createdAt,
    });
  }

  let status_: JobStatus | null = null;
  let provider: number | null = null;
  let stepIndex = 0;
  let pendingOffer: StoryMessage['offer'] | undefined;
  const chat = () => {
    if (!story.chat && provider) {
      const at = times[0]! + 1;
      story.chat = {
        title: job.title.slice(0, 60),
        details: `About job #${n}: ${sub.name}`,
        customer,
        provider,
        at,
        messages: [{ by: provider, text: rng.pick(chatLines.slice(0, 1)), at }],
      };
    }
    return story.chat;
  };

  actions.forEach((action, i) => {
    const at = times[i]!;
    const from = status_;
    const to = transition(from, action);
    let userId: number | null = customer;
    let details = '';
    let slug: string | null = null;
    let payload: Record<string, unknown> | null = null;
    switch (action) {
      case 'save_as_draft':
        details = 'Saved as draft';
        break;
      case 'post':
        details = 'Job posted';
        break;
      case 'notify_vendors':
        userId = null;
        payload = { notified: rng.int(3, 25) };
        details = `${payload.notified} providers notified`;
        break;
      case 'vendor_accept':
        provider = rng.pick(providers);
        userId = provider;
        job.job_total_cost = budget ?? rng.int(4, 60) * 2500;
        details = 'Provider accepted the job';
        chat();
        break;
      case 'counter_offer': {
        provider = provider ?? rng.pick(providers);
        userId = provider;
        const amount = (budget ?? 50000) + rng.int(1, 20) * 1000;
        payload = { amount };
        details = `Counter offer of ${mvr(amount)}`;
        const thread = chat()!;
        if (pendingOffer) pendingOffer.status = 'cancelled';
        pendingOffer = { description: `I can do it for ${mvr(amount)} including materials.`, amount, status: 'pending', actionAt: null };
        thread.messages.push({ by: provider, text: 'Here is my offer.', at, offer: pendingOffer });
        break;
      }
      case 'accept_counter_offer':
        pendingOffer!.status = 'accepted';
        pendingOffer!.actionAt = at;
        job.job_total_cost = pendingOffer!.amount;
        details = `Counter offer of ${mvr(pendingOffer!.amount)} accepted`;
        break;
      case 'reject_counter_offer':
        pendingOffer!.status = 'rejected';
        pendingOffer!.actionAt = at;
        details = 'Counter offer rejected; job open again';
        provider = null;
        break;
      case 'schedule': {
        userId = provider;
        const startAt = actions[i + 1] === 'start' ? times[i + 1]! : ctx.anchor + rng.int(1, 14) * DAY;
        job.scheduled_job_date = startAt - (startAt % (60 * MINUTE));
        details = 'Job scheduled';
        break;
      }
      case 'start':
        userId = provider;
        details = 'Work started';
        break;
      case 'set_estimated_delivery':
        userId = provider;
        job.date_of_delivery = at + rng.int(1, 7) * DAY;
        payload = { date_of_delivery: new Date(job.date_of_delivery).toISOString() };
        details = 'Estimated delivery date set';
        break;
      case 'update_price':
        userId = provider;
        job.job_total_cost = (job.job_total_cost ?? 50000) + rng.int(1, 10) * 500;
        payload = { price: job.job_total_cost };
        details = `Price updated to ${mvr(job.job_total_cost)}`;
        break;
      case 'workflow_step_completed':
      case 'workflow_step_skipped': {
        userId = provider;
        const step = sub.steps[stepIndex++]!;
        slug = step.slug;
        details = `${step.name} ${action === 'workflow_step_skipped' ? 'skipped' : 'completed'}`;
        break;
      }
      case 'proof_of_work':
        userId = provider;
        slug = 'proof-of-work';
        details = 'Proof of work uploaded';
        story.documents.push({
          typeSlug: 'proof-of-work',
          name: `after-${n}.png`,
          size: rng.int(80, 2000) * 1024,
          mime: 'image/png',
          storage: 'sample:proof.png',
          userId: provider!,
          relation: 'job_proof_of_work',
          at,
        });
        break;
      case 'vendor_complete':
        userId = provider;
        job.completion_otp = String(rng.int(100000, 999999));
        details = 'Provider marked the job done';
        break;
      case 'complete_payment':
        slug = 'payment-receipt';
        job.payment_completed_at = at;
        details = 'Payment completed';
        story.documents.push({
          typeSlug: 'payment-receipt',
          name: `receipt-${n}.pdf`,
          size: rng.int(30, 300) * 1024,
          mime: 'application/pdf',
          storage: 'sample:receipt.pdf',
          userId: customer,
          relation: 'job_payment',
          at,
        });
        break;
      case 'customer_complete':
        userId = provider;
        job.completion_otp = null;
        job.completed_at = at;
        details = "Completed with the customer's code";
        break;
      case 'cancel':
        details = 'Cancelled by the customer';
        break;
      case 'review': {
        const rating = rng.pick([5, 5, 5, 4, 4, 3, 2]);
        story.review = { description: rng.pick(reviewsText), rating, at, by: customer, provider: provider! };
        payload = { rating };
        details = `Reviewed: ${rating} of 5`;
        break;
      }
    }
    story.actions.push({ action, slug, details, payload, from, to, userId, at });
    status_ = to;
  });

  job.status = status_!;
  job.service_provider_id = provider;
  job.updated_at = story.actions.at(-1)?.at ?? createdAt;
  if (story.chat) {
    const thread = story.chat;
    const last = thread.messages.at(-1)!.at;
    const extra = rng.int(1, 3);
    for (let k = 0; k < extra; k++) {
      thread.messages.push({
        by: k % 2 ? thread.provider : customer,
        text: rng.pick(chatLines),
        at: Math.min(ctx.anchor - MINUTE, last + (k + 1) * 7 * MINUTE),
      });
    }
  }
  return story;
}
