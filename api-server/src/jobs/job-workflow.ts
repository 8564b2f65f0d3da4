import type { JobWorkflow, Workflow } from '../contract';
import type { Queryable } from '../db/db';
import { WORKFLOW_JSON } from '../catalog/job-subcategory-repository';
import { isoTime } from './sql-json';

/**
 * A job's progress through its subcategory's workflow: each step is pending until a
 * `workflow_step_completed` or `workflow_step_skipped` action with its slug is recorded (the
 * first such action per step counts; the routes refuse a second one).
 */
export async function jobWorkflow(db: Queryable, jobId: number): Promise<JobWorkflow> {
  const [row] = await db.query<{ status: JobWorkflow['status']; workflow: Workflow; done: Array<{ slug: string; action: string; at: string }> }>(
    `select j.status, ${WORKFLOW_JSON('w')} as workflow,
       (select coalesce(json_agg(json_build_object('slug', a.slug, 'action', a.action, 'at', ${isoTime('a.created_at')}) order by a.created_at, a.id), '[]'::json)
          from job_actions a where a.job_id = j.id and a.action in ('workflow_step_completed', 'workflow_step_skipped')) as done
     from jobs j join job_subcategories s on s.id = j.job_subcategory_id join workflows w on w.id = s.workflow_id where j.id = $1`,
    [jobId],
  );
  const { status, workflow, done } = row!;
  return {
    job_id: jobId,
    status,
    workflow,
    steps: workflow.config.steps.map((step) => {
      const first = done.find((d) => d.slug === step.slug);
      return { ...step, state: first ? (first.action === 'workflow_step_skipped' ? 'skipped' : 'completed') : 'pending', done_at: first?.at ?? null };
    }),
  };
}
