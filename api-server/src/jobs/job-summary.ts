import { DASHBOARD_JOB_STATUSES, type JobsSummary } from '../contract';
import type { Queryable } from '../db/db';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The dashboard's jobs figures (GET /jobs/summary), two statements whatever the number of jobs:
 * the per-status totals from job_counts (kept exact by triggers, 050_list_indexes: about 33
 * rows) and the jobs created since `now` minus 7 days, a range of jobs_created_idx. Drafts are
 * not posted, so they are left out of the second figure.
 */
export async function jobsSummary(db: Queryable, now: number): Promise<JobsSummary> {
  const rows = await db.query<{ status: string; n: number }>('select status, sum(n)::int as n from job_counts group by status');
  const by_status = Object.fromEntries(DASHBOARD_JOB_STATUSES.map((s) => [s, 0])) as JobsSummary['by_status'];
  for (const row of rows) if (row.status in by_status) by_status[row.status as keyof typeof by_status] = row.n;
  const [recent] = await db.query<{ n: number }>("select count(*)::int as n from jobs where created_at >= $1 and status <> 'draft'", [
    new Date(now - WEEK_MS).toISOString(),
  ]);
  return { by_status, total: Object.values(by_status).reduce((a, b) => a + b, 0), posted_last_7_days: recent!.n };
}
