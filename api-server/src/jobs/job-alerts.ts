import type { JobType } from '../contract';
import type { Queryable } from '../db/db';
import { recordJobAction } from './job-transition';

/**
 * Spec §4 "vendor-notification": when a job is posted, every provider approved for its category
 * (other than the customer) gets a job alert, and the job moves posted -> vendor-notification
 * (the state machine's notify_vendors, recorded as a system action without a user). Express
 * jobs are marked urgent. With no provider to alert, the job stays posted.
 */
export async function alertProviders(
  db: Queryable,
  job: { id: number; status: 'posted'; job_type: JobType; title: string },
  categoryId: number,
  customerId: number,
): Promise<number> {
  const type = job.job_type === 'express' ? 'urgent-job' : 'job-posted';
  const rows = await db.query<{ id: number }>(
    `insert into job_alerts (user_id, job_id, type, payload)
     select distinct a.user_id, $1::int, $2::text, jsonb_build_object('job_id', $1::int, 'title', $3::text, 'job_type', $4::text)
     from service_provider_applications a join users u on u.id = a.user_id
     where a.job_category_id = $5 and a.status = 'approved' and u.type = 'SERVICE_PROVIDER' and u.id <> $6
     returning id`,
    [job.id, type, job.title, job.job_type, categoryId, customerId],
  );
  if (rows.length) await recordJobAction(db, { id: job.id, status: job.status }, 'notify_vendors', null, { payload: { alerted: rows.length } });
  return rows.length;
}
