import { JOB_STATUSES } from '../contract';
import type { Queryable } from '../db/db';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createPrng } from '../seed/prng';
import { jobStory } from './job-story';
import { approvedProviders, DEMO_JOBS_PER_STATUS, loadStoryContext, replayStories, seedAnchor, seedDemoJobs } from './seed';

/**
 * Issue 14: the demo seed makes its jobs through the services the routes call (story-replay.ts),
 * so the routes' rules are the seed's: one code path.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Thrown to roll a test's reseeding back once its checks are done. */
class Rollback extends Error {}

/** Runs `check` on a copy of the seed whose jobs (and everything hanging off them) are made again, then rolls back. */
async function reseeded(check: (tx: Queryable) => Promise<void>): Promise<void> {
  let rolledBack = false;
  try {
    await t.db.transaction(async (tx) => {
      await tx.query('truncate jobs restart identity cascade');
      // Documents point at their job or chat message without a foreign key.
      await tx.query("delete from documents where relation_name like 'job%' or relation_name = 'chat_message'");
      await check(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    rolledBack = true;
  }
  expect(rolledBack).toBe(true);
}

/** Every job's rows, without their times (which follow the day the seed ran). */
const shape = (db: Queryable, maxId: number) =>
  db.query(
    `select j.id, j.status, j.created_by, j.service_provider_id, j.job_total_cost, j.completion_otp,
       (select string_agg(a.action || '/' || coalesce(a.user_id::text, 'system'), ' ' order by a.id) from job_actions a where a.job_id = j.id) as actions,
       (select count(*)::int from job_alerts l where l.job_id = j.id) as alerts,
       (select string_agg(c.id || ':' || c.status, ' ' order by c.id) from chats c where c.job_id = j.id) as chats,
       (select count(*)::int from documents d where d.relation_id = j.id and d.relation_name like 'job%') as documents
     from jobs j where j.id <= $1 order by j.id`,
    [maxId],
  );

test('the seeded demo has every status, and each job took the steps its routes take', async () => {
  const rows = await t.db.query<{ status: string; n: number; alerted: number; closed: number; ended: number }>(
    `select j.status, count(*)::int as n,
       count(*) filter (where exists (select 1 from job_alerts l where l.job_id = j.id))::int as alerted,
       count(*) filter (where exists (select 1 from chats c where c.job_id = j.id and c.status = 'closed'))::int as closed,
       count(*) filter (where exists (select 1 from chats c where c.job_id = j.id))::int as ended
     from jobs j group by j.status`,
  );
  const byStatus = Object.fromEntries(rows.map((r) => [r.status, r]));
  expect(Object.keys(byStatus).sort()).toEqual([...JOB_STATUSES].sort());
  for (const status of JOB_STATUSES) expect(byStatus[status]!.n).toBeGreaterThanOrEqual(DEMO_JOBS_PER_STATUS);
  // Posting alerts the approved providers (the routes' notify_vendors): every job in vendor-notification has its alerts.
  expect(byStatus['vendor-notification']!.alerted).toBe(byStatus['vendor-notification']!.n);
  // A job is posted again only after its provider's offer was rejected in their chat.
  expect(byStatus.posted!.ended).toBe(byStatus.posted!.n);
});

test("the services' now() stamps became story times, all before the seed's anchor", async () => {
  const [latest] = await t.db.query<Record<string, string | null>>(
    `select (select max(greatest(created_at, updated_at, completed_at, payment_completed_at)) from jobs) as jobs,
       (select max(created_at) from job_actions) as actions, (select max(created_at) from job_alerts) as alerts,
       (select max(greatest(created_at, updated_at)) from chats) as chats, (select max(created_at) from chat_messages) as messages,
       (select max(greatest(created_at, customer_action_at)) from chat_message_offers) as offers, (select max(created_at) from reviews) as reviews,
       (select max(created_at) from documents where relation_name like 'job%') as documents`,
  );
  const anchor = seedAnchor();
  for (const [table, at] of Object.entries(latest!)) expect({ table, before: at !== null && Date.parse(at) < anchor }).toEqual({ table, before: true });
});

test('seeding again gives the same jobs, actions, alerts, chats and documents', async () => {
  const [{ n }] = (await t.db.query<{ n: number }>('select count(*)::int as n from jobs')) as [{ n: number }];
  expect(n).toBeGreaterThan(0);
  // The demo seed's own jobs; the billing seed adds its business jobs after them.
  const maxId = JOB_STATUSES.length * DEMO_JOBS_PER_STATUS + 6;
  const before = await shape(t.db, maxId);
  expect(before).toHaveLength(maxId);
  await reseeded(async (tx) => {
    expect(await seedDemoJobs(tx, seedAnchor())).toBe(maxId);
    expect(await shape(tx, maxId)).toEqual(before);
  });
});

test("a story step the state machine refuses fails the seed with the routes' 409", async () => {
  await reseeded(async (tx) => {
    const anchor = seedAnchor();
    const ctx = { ...(await loadStoryContext(tx, anchor))!, approvedProviders: await approvedProviders(tx) };
    const story = jobStory('vendor-accepted', ctx, createPrng(7), 1);
    // A customer cannot cancel once a provider took the job: the replay calls the cancel service.
    story.actions.push({ ...story.actions.at(-1)!, action: 'cancel', from: 'vendor-accepted', to: 'cancelled', at: story.actions.at(-1)!.at + 60_000 });
    await expect(replayStories(tx, [story], 1)).rejects.toMatchObject({
      statusCode: 409,
      title: 'This job cannot do that in its current status',
      description: 'A job in status vendor-accepted cannot cancel (docs/job-state-machine.md).',
    });
  });
});
