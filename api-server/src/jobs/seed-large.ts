import type { JobStatus } from '../contract';
import type { Queryable } from '../db/db';
import { createPrng } from '../seed/prng';
import { jobStory, type JobStory } from './job-story';
import { insertStories, type JobSeedCounts, loadStoryContext, seedAnchor } from './seed';

export const LARGE_SCALE = { customers: 14_000, providers: 6_000, jobs: 100_000 } as const;
const CHUNK = 10_000;

/** Realistic spread of statuses at scale (weights). */
const statusWeights: Array<[JobStatus, number]> = [
  ['completed', 34],
  ['cancelled', 8],
  ['posted', 12],
  ['vendor-notification', 5],
  ['draft', 6],
  ['vendor-accepted', 6],
  ['vendor-counter-offer', 4],
  ['counter-offer-accepted', 3],
  ['scheduled', 5],
  ['in-progress', 10],
  ['vendor-completed', 7],
];

const givenNames = [
  'Aminath',
  'Mohamed',
  'Hawwa',
  'Ali',
  'Mariyam',
  'Ismail',
  'Aishath',
  'Hussain',
  'Fathimath',
  'Ibrahim',
  'Ahmed',
  'Khadheeja',
  'Hassan',
  'Shifa',
  'Yoosuf',
  'Zeena',
];
const familyNames = ['Naseem', 'Waheed', 'Rasheed', 'Shareef', 'Adam', 'Moosa', 'Latheef', 'Fayaz', 'Shiham', 'Nisha', 'Manik', 'Didi', 'Saleem', 'Zahir'];

/**
 * `--scale large`: 20,000 more users (customers and individual or business providers, one
 * shared password hash) and 100,000 jobs with their histories, generated through the state
 * machine and inserted in bulk, chunk by chunk. Skipped when the jobs are already there.
 */
export async function seedLargeJobs(tx: Queryable, passwordHash: string): Promise<JobSeedCounts & { users: number; ms: number }> {
  const started = Date.now();
  const totals = { jobs: 0, jobActions: 0, documents: 0, chats: 0, chatMessages: 0, reviews: 0, users: 0, ms: 0 };
  const [have] = await tx.query<{ n: number }>('select count(*)::int as n from jobs');
  if (have!.n >= LARGE_SCALE.jobs) return totals;

  const users = await tx.query(
    `insert into users (type, name, email, phone_number, provider_kind, password_hash, created_at)
     select case when g <= $1::int then 'CUSTOMER' else 'SERVICE_PROVIDER' end,
            ($3::text[])[1 + g % array_length($3::text[], 1)] || ' ' || ($4::text[])[1 + (g / 7) % array_length($4::text[], 1)],
            'bulk-' || g || '@example.com',
            '+960' || (7000000 + g)::text,
            case when g <= $1::int then null when g % 4 = 0 then 'business' else 'individual' end,
            $5,
            now() - (g % 700) * interval '1 day'
     from generate_series(1, $1::int + $2::int) as g
     on conflict ((lower(email))) do nothing returning id`,
    [LARGE_SCALE.customers, LARGE_SCALE.providers, givenNames, familyNames, passwordHash],
  );
  totals.users = users.length;

  const ctx = await loadStoryContext(tx, seedAnchor());
  if (!ctx) return totals;
  const rng = createPrng(100_000);
  const weightSum = statusWeights.reduce((n, [, w]) => n + w, 0);
  const pickStatus = () => {
    let r = rng.next() * weightSum;
    for (const [status, w] of statusWeights) if ((r -= w) < 0) return status;
    return 'completed';
  };
  for (let done = have!.n; done < LARGE_SCALE.jobs; done += CHUNK) {
    const stories: JobStory[] = [];
    for (let k = 0; k < Math.min(CHUNK, LARGE_SCALE.jobs - done); k++) stories.push(jobStory(pickStatus(), ctx, rng, done + k + 1));
    stories.sort((a, b) => a.job.created_at - b.job.created_at);
    const counts = await insertStories(tx, stories);
    for (const key of Object.keys(counts) as Array<keyof JobSeedCounts>) totals[key] += counts[key];
  }
  // PGlite runs no autovacuum: without fresh statistics the planner would guess row counts.
  await tx.exec('analyze users, jobs, job_actions, documents, chats, chat_messages, chat_message_offers, reviews, job_package_configs');
  totals.ms = Date.now() - started;
  return totals;
}
