import { JOB_STATUSES, type JobStatus, type JobType, type WorkflowStep } from '../contract';
import type { Queryable } from '../db/db';
import { bulkInsert, reserveIds } from '../seed/bulk-insert';
import { NEVER_ACTIVE_EMAIL } from '../users/seed';
import { createPrng } from '../seed/prng';
import { jobStory, type JobStory, type StoryContext } from './job-story';
import { replayStory, withStoryClock } from './story-replay';

const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Midnight UTC today: demo histories end "now" (to the day), whatever day the seed runs. */
export const seedAnchor = (now = Date.now()) => now - (now % DAY);

/** The people, catalogue and places generated jobs are made of (null when there is nothing to build on). */
export async function loadStoryContext(tx: Queryable, anchor: number): Promise<StoryContext | null> {
  const ids = async (sql: string) => (await tx.query<{ id: number }>(sql)).map((r) => r.id);
  const customers = await ids(`select id from users where type = 'CUSTOMER' and lower(email) <> '${NEVER_ACTIVE_EMAIL}' order by id`);
  const providers = await ids("select id from users where type = 'SERVICE_PROVIDER' order by id");
  const subcategories = (
    await tx.query<{ id: number; name: string; type: JobType; config: { steps: WorkflowStep[] } }>(
      'select s.id, s.name, w.type, w.config from job_subcategories s join workflows w on w.id = s.workflow_id where s.active order by s.id',
    )
  ).map((s) => ({ id: s.id, name: s.name, jobType: s.type, steps: s.config.steps }));
  const islands = await tx.query<{ id: number; name: string }>('select id, name from islands where active order by id');
  if (!customers.length || !providers.length || !subcategories.length || !islands.length) return null;
  const [config] = await tx.query<{ value: string[] }>("select value from job_config where slug = 'job-delivery-item-type'");
  const [hasPackages] = await tx.query<{ ok: boolean }>("select to_regclass('public.job_package_configs') is not null as ok");
  return {
    customers,
    providers,
    subcategories,
    islands,
    businessLocations: await ids('select id from business_locations where active order by id'),
    deliveryItemTypes: config?.value.length ? config.value : ['Parcel'],
    packageConfigs: hasPackages?.ok ? await ids('select id from package_configs where is_active order by id') : [],
    anchor,
  };
}

export interface JobSeedCounts {
  jobs: number;
  jobActions: number;
  documents: number;
  chats: number;
  chatMessages: number;
  reviews: number;
}

/** Inserts generated stories in bulk (ids reserved from the sequences first). */
export async function insertStories(tx: Queryable, stories: JobStory[]): Promise<JobSeedCounts> {
  const jobIds = await reserveIds(tx, 'jobs', stories.length);
  const chatStories = stories.map((s, i) => [s, jobIds[i]!] as const).filter(([s]) => s.chat);
  const chatIds = await reserveIds(tx, 'chats', chatStories.length);
  const messageCount = chatStories.reduce((n, [s]) => n + s.chat!.messages.length, 0);
  const messageIds = await reserveIds(tx, 'chat_messages', messageCount);
  const [types] = await tx.query<{ map: Record<string, number> }>('select json_object_agg(slug, id) as map from document_types');

  const jobRows = stories.map(({ job: j }, i) => [
    jobIds[i],
    j.title,
    j.job_description,
    j.job_type,
    j.status,
    j.job_estimated_budget,
    j.job_total_cost,
    j.job_subcategory_id,
    j.created_by,
    j.service_provider_id,
    j.business_location_id,
    iso(j.date_of_delivery),
    iso(j.scheduled_job_date),
    j.delivery_item_type,
    j.delivery_from_address,
    j.delivery_to_address,
    j.delivery_from_island_id,
    j.delivery_to_island_id,
    j.completion_otp,
    iso(j.payment_completed_at),
    iso(j.completed_at),
    iso(j.created_at),
    iso(j.updated_at),
  ]);
  const jobs = await bulkInsert(
    tx,
    'jobs',
    [
      { name: 'id', type: 'int' },
      { name: 'title', type: 'text' },
      { name: 'job_description', type: 'text' },
      { name: 'job_type', type: 'text' },
      { name: 'status', type: 'text' },
      { name: 'job_estimated_budget', type: 'int' },
      { name: 'job_total_cost', type: 'int' },
      { name: 'job_subcategory_id', type: 'int' },
      { name: 'created_by', type: 'int' },
      { name: 'service_provider_id', type: 'int' },
      { name: 'business_location_id', type: 'int' },
      { name: 'date_of_delivery', type: 'timestamptz' },
      { name: 'scheduled_job_date', type: 'timestamptz' },
      { name: 'delivery_item_type', type: 'text' },
      { name: 'delivery_from_address', type: 'text' },
      { name: 'delivery_to_address', type: 'text' },
      { name: 'delivery_from_island_id', type: 'int' },
      { name: 'delivery_to_island_id', type: 'int' },
      { name: 'completion_otp', type: 'text' },
      { name: 'payment_completed_at', type: 'timestamptz' },
      { name: 'completed_at', type: 'timestamptz' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'updated_at', type: 'timestamptz' },
    ],
    jobRows,
    5_000,
  );

  const actionRows = stories.flatMap((s, i) => s.actions.map((a) => [jobIds[i], a.action, a.slug, a.details, a.payload, a.from, a.to, a.userId, iso(a.at)]));
  const jobActions = await bulkInsert(
    tx,
    'job_actions',
    [
      { name: 'job_id', type: 'int' },
      { name: 'action', type: 'text' },
      { name: 'slug', type: 'text' },
      { name: 'details', type: 'text' },
      { name: 'payload', type: 'jsonb' },
      { name: 'from_status', type: 'text' },
      { name: 'to_status', type: 'text' },
      { name: 'user_id', type: 'int' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    actionRows,
  );

  const documentRows = stories.flatMap((s, i) =>
    s.documents.map((d) => [
      types?.map?.[d.typeSlug] ?? null,
      d.name,
      d.size,
      d.mime,
      `${d.storage}#${jobIds[i]}-${d.relation}-${d.at}`,
      d.userId,
      d.relation,
      jobIds[i],
      iso(d.at),
    ]),
  );
  const documents = await bulkInsert(
    tx,
    'documents',
    [
      { name: 'document_type_id', type: 'int' },
      { name: 'file_original_name', type: 'text' },
      { name: 'file_size', type: 'int' },
      { name: 'mime', type: 'text' },
      { name: 'storage_name', type: 'text' },
      { name: 'user_id', type: 'int' },
      { name: 'relation_name', type: 'text' },
      { name: 'relation_id', type: 'int' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    documentRows,
  );

  const chatRows = chatStories.map(([s, jobId], i) => {
    const c = s.chat!;
    return [
      chatIds[i],
      'job',
      c.title,
      c.details,
      s.job.status === 'completed' || s.job.status === 'cancelled' ? 'closed' : 'open',
      jobId,
      c.customer,
      c.provider,
      c.provider,
      iso(c.at),
      iso(c.messages.at(-1)!.at),
    ];
  });
  const chats = await bulkInsert(
    tx,
    'chats',
    [
      { name: 'id', type: 'int' },
      { name: 'kind', type: 'text' },
      { name: 'title', type: 'text' },
      { name: 'details', type: 'text' },
      { name: 'status', type: 'text' },
      { name: 'job_id', type: 'int' },
      { name: 'customer_id', type: 'int' },
      { name: 'service_provider_id', type: 'int' },
      { name: 'created_by', type: 'int' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'updated_at', type: 'timestamptz' },
    ],
    chatRows,
  );

  let m = 0;
  const messageRows: unknown[][] = [];
  const offerRows: unknown[][] = [];
  chatStories.forEach(([s], i) => {
    for (const message of s.chat!.messages) {
      const id = messageIds[m++]!;
      messageRows.push([id, chatIds[i], message.text, message.by, iso(message.at)]);
      if (message.offer)
        offerRows.push([id, message.offer.description, message.offer.amount, message.offer.status, iso(message.offer.actionAt), iso(message.at)]);
    }
  });
  const chatMessages = await bulkInsert(
    tx,
    'chat_messages',
    [
      { name: 'id', type: 'int' },
      { name: 'chat_id', type: 'int' },
      { name: 'message', type: 'text' },
      { name: 'created_by', type: 'int' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    messageRows,
  );
  await bulkInsert(
    tx,
    'chat_message_offers',
    [
      { name: 'chat_message_id', type: 'int' },
      { name: 'description', type: 'text' },
      { name: 'amount', type: 'int' },
      { name: 'status', type: 'text' },
      { name: 'customer_action_at', type: 'timestamptz' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    offerRows,
  );

  const reviewRows = stories.flatMap((s, i) =>
    s.review ? [[jobIds[i], s.review.by, s.review.provider, s.review.description, s.review.rating, iso(s.review.at)]] : [],
  );
  const reviews = await bulkInsert(
    tx,
    'reviews',
    [
      { name: 'job_id', type: 'int' },
      { name: 'reviewed_by', type: 'int' },
      { name: 'service_provider_id', type: 'int' },
      { name: 'description', type: 'text' },
      { name: 'rating', type: 'int' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    reviewRows,
  );

  const packageRows = stories.flatMap((s, i) => s.packageConfigIds.map((p) => [jobIds[i], p]));
  if (packageRows.length)
    await bulkInsert(
      tx,
      'job_package_configs',
      [
        { name: 'job_id', type: 'int' },
        { name: 'package_config_id', type: 'int' },
      ],
      packageRows,
    );

  return { jobs, jobActions, documents, chats, chatMessages, reviews };
}

const JOB_TYPES: JobType[] = ['regular', 'express', 'delivery'];
export const DEMO_JOBS_PER_STATUS = 6;
/** Jobs of the demo customer with the demo provider, one per status. */
const DEMO_ACCOUNT_STATUSES: JobStatus[] = ['draft', 'posted', 'vendor-accepted', 'in-progress', 'vendor-completed', 'completed'];

/** Provider ids approved for each subcategory's category (the job services take a provider's actions only there). */
export async function approvedProviders(tx: Queryable): Promise<Map<number, number[]>> {
  const rows = await tx.query<{ id: number; providers: number[] }>(
    `select s.id, array_agg(distinct a.user_id order by a.user_id) as providers
     from job_subcategories s join service_provider_applications a on a.job_category_id = s.job_category_id and a.status = 'approved'
     join users u on u.id = a.user_id and u.type = 'SERVICE_PROVIDER' group by s.id`,
  );
  return new Map(rows.map((r) => [r.id, r.providers]));
}

/**
 * Demo jobs: DEMO_JOBS_PER_STATUS in every status, rotating job types, each created and moved to
 * its status through the route services (story-replay.ts), with its actions, documents, chats,
 * offers, alerts and review. Needs the demo applications (a provider acts only in a category it
 * is approved for). Only into an empty jobs table (so seeding again adds nothing).
 */
export async function seedDemoJobs(tx: Queryable, anchor = seedAnchor()): Promise<number> {
  const [existing] = await tx.query<{ n: number }>('select count(*)::int as n from jobs');
  if (existing!.n > 0) return 0;
  const base = await loadStoryContext(tx, anchor);
  if (!base) return 0;
  const ctx: StoryContext = { ...base, approvedProviders: await approvedProviders(tx) };
  const rng = createPrng(20261121);
  // The sign-in demo accounts get their own few jobs, created last; everyone else's come first
  // (so low ids, e.g. job 1 in the route matrix, never belong to the demo accounts).
  const demo = await tx.query<{ id: number; type: string }>(
    "select id, type from users where lower(email) in ('customer@example.com', 'provider@example.com')",
  );
  const demoIds = new Set(demo.map((u) => u.id));
  const withoutDemo = new Map([...ctx.approvedProviders!].map(([sub, ids]) => [sub, ids.filter((id) => !demoIds.has(id))]));
  const others: StoryContext = { ...ctx, customers: ctx.customers.filter((id) => !demoIds.has(id)), approvedProviders: withoutDemo };
  const stories: JobStory[] = [];
  for (const status of JOB_STATUSES) {
    for (let k = 0; k < DEMO_JOBS_PER_STATUS; k++) {
      stories.push(jobStory(status, others.customers.length ? others : ctx, rng, stories.length + 1, JOB_TYPES[(k + stories.length) % 3]));
    }
  }
  stories.sort((a, b) => a.job.created_at - b.job.created_at);
  const customer = demo.find((u) => u.type === 'CUSTOMER');
  const provider = demo.find((u) => u.type === 'SERVICE_PROVIDER');
  if (customer && provider) {
    const own = new Map([...ctx.approvedProviders!].map(([sub, ids]) => [sub, ids.filter((id) => id === provider.id)]));
    const mine: StoryContext = { ...ctx, customers: [customer.id], approvedProviders: own };
    for (const status of DEMO_ACCOUNT_STATUSES) {
      const story = jobStory(status, mine, rng, stories.length + 1);
      // The demo customer's completed job is left to review (the route matrix reviews it).
      stories.push({ ...story, actions: story.actions.filter((a) => a.action !== 'review'), review: null });
    }
  }
  await replayStories(tx, stories, 20261126);
  return stories.length;
}

/**
 * Creates `stories` (made with `approvedProviders`) through the route services, in order
 * (story-replay.ts); `seed` seeds the completion codes. The demo and billing seeds' jobs.
 */
export async function replayStories(tx: Queryable, stories: JobStory[], seed: number): Promise<void> {
  const [proof] = await tx.query<{ id: number }>("select id from document_types where slug = 'proof-of-work'");
  const replay = { proofOfWorkTypeId: proof!.id, rng: createPrng(seed) };
  await withStoryClock(tx, async () => {
    for (const story of stories) await replayStory(tx, story, replay);
  });
}
