import type { FastifyInstance } from 'fastify';
import { calls, type JobAlert } from '../contract';
import type { Db } from '../db/db';
import { withToast } from '../http/call-outcome';
import { registerCall, requireCaller } from '../http/register-call';
import { isoTime } from '../jobs/sql-json';
import { listPage } from '../lists/list-page';
import { SqlWhere } from '../lists/sql-where';

const ALERT_COLUMNS = `n.id, n.type, n.payload, n.read_at is not null as read, ${isoTime('n.read_at')} as read_at, ${isoTime('n.created_at')} as created_at,
  (select json_build_object('id', j.id, 'title', j.title, 'job_description', j.job_description, 'status', j.status) from jobs j where j.id = n.job_id) as job`;

/**
 * Spec §7 notifications: the signed-in provider's job alerts (written when a job of a category
 * it is approved for is posted: jobs/job-alerts.ts), newest first, and marking them read. Ids
 * of other users' alerts are ignored, as are alerts already read (`updated` counts the rest).
 */
export function registerJobAlertRoutes(api: FastifyInstance, db: Db): void {
  registerCall(api, calls.listJobAlerts, async ({ query, auth }) => {
    const where = new SqlWhere().and('n.user_id = ?', requireCaller(auth).userId);
    if (query.mode === 'unread') where.and('n.read_at is null');
    if (query.mode === 'read') where.and('n.read_at is not null');
    return listPage<JobAlert>(db, { columns: ALERT_COLUMNS, from: 'job_alerts n', where, orderBy: 'n.created_at desc, n.id desc' }, query);
  });

  registerCall(api, calls.markJobAlertsRead, async ({ body, auth }) => {
    const rows = await db.query('update job_alerts set read_at = now() where id = any($1::int[]) and user_id = $2 and read_at is null returning id', [
      body.ids,
      requireCaller(auth).userId,
    ]);
    return withToast({ updated: rows.length }, rows.length === 1 ? 'Notification marked read' : 'Notifications marked read');
  });
}
