import type { FastifyInstance } from 'fastify';
import { calls, documentMessages, jobMessages, type JobSummary, proofOfWorkFieldsSchema } from '../contract';
import type { Db } from '../db/db';
import { createDocumentRepository } from '../documents/document-repository';
import { readUpload } from '../documents/multipart-upload';
import { keepingFilesOnlyIfSaved, uploadScope } from '../documents/upload-scope';
import type { UploadStore } from '../documents/upload-store';
import { withToast } from '../http/call-outcome';
import { fieldError, notFound } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { SqlWhere } from '../lists/sql-where';
import { APPROVED_CATEGORY_IDS, lockJob, providerJob, requireApproved } from './job-access';
import { jobPage, oneJob, searchJobs } from './job-page';
import { takeWorkflowStep } from './job-progress';
import { registerProviderOfferRoute } from './provider-offer-route';
import { recordJobAction, wrongState } from './job-transition';
import { jobWorkflow } from './job-workflow';
import { nextStatus } from './state-machine';

/** Posted jobs no provider has taken yet, of the categories provider `$1` is approved for, not its own. */
const OPEN_FOR_PROVIDER = `j.status in ('posted', 'vendor-notification') and j.service_provider_id is null and j.created_by <> $1
  and (select s.job_category_id from job_subcategories s where s.id = j.job_subcategory_id) in (${APPROVED_CATEGORY_IDS})`;

/**
 * Spec §7 provider job calls. Spec §6: a provider sees and changes only the jobs it took (any
 * other job answers 404), and takes only posted jobs of the categories it is approved for (403
 * otherwise). Status changes go through the state machine (job-transition.ts).
 */
export function registerProviderJobRoutes(api: FastifyInstance, db: Db, store: UploadStore): void {
  registerCall(api, calls.listProviderJobs, async ({ query, auth }) => {
    const where = searchJobs(new SqlWhere().and('j.service_provider_id = ?', requireCaller(auth).userId), query.search);
    if (query.state === 'completed') where.and("j.status = 'completed'");
    if (query.state === 'ongoing') where.and("j.status not in ('completed', 'cancelled')");
    return jobPage(db, where, query);
  });

  registerCall(api, calls.getProviderJob, async ({ params, auth }) => oneJob(db, (await providerJob(db, params.job_id, requireCaller(auth))).id));
  registerCall(api, calls.providerJobWorkflow, async ({ params, auth }) => jobWorkflow(db, (await providerJob(db, params.job_id, requireCaller(auth))).id));

  registerCall(api, calls.customerPostedJobs, async ({ query, auth }) => {
    // OPEN_FOR_PROVIDER names the caller twice as $1; SqlWhere numbers its own `?` placeholders.
    const userId = requireCaller(auth).userId;
    const where = searchJobs(new SqlWhere().and(OPEN_FOR_PROVIDER.replaceAll('$1', '?'), userId, userId), query.search);
    return jobPage(db, where, query);
  });

  registerCall(api, calls.urgentJobNotifications, async ({ auth }) =>
    db.query<JobSummary>(
      `select j.id, j.title, j.job_description, j.status from jobs j where j.job_type = 'express' and ${OPEN_FOR_PROVIDER}
       order by j.created_at desc, j.id desc limit 50`,
      [requireCaller(auth).userId],
    ),
  );

  registerCall(api, calls.approvedJobCategories, async ({ auth }) =>
    db.query<{ id: number; name: string; active: boolean }>(
      `select c.id, c.name, c.active from job_categories c where c.id in (${APPROVED_CATEGORY_IDS}) order by lower(c.name) collate "C", c.id`,
      [requireCaller(auth).userId],
    ),
  );

  registerCall(api, calls.acceptJob, async ({ body, auth }) => {
    const caller = requireCaller(auth);
    const job = await lockJob(db, body.job_id);
    // Drafts are invisible to providers, and so are jobs another provider took.
    if (!job || job.status === 'draft' || (job.service_provider_id !== null && job.service_provider_id !== caller.userId)) throw notFound('Job');
    await requireApproved(db, caller.userId, job.job_category_id);
    await recordJobAction(db, job, 'vendor_accept', caller.userId);
    await db.query('update jobs set service_provider_id = $2, job_total_cost = coalesce(job_total_cost, job_estimated_budget) where id = $1', [job.id, caller.userId]);
    if (job.scheduled_job_date && Date.parse(job.scheduled_job_date) > api.clock()) await recordJobAction(db, job, 'schedule', caller.userId);
    return withToast(await oneJob(db, job.id), 'Job accepted');
  });

  registerCall(api, calls.jobWorkflowAction, async ({ params, body, auth }) => {
    const caller = requireCaller(auth);
    const job = await providerJob(db, params.job_id, caller);
    await takeWorkflowStep(db, job, caller.userId, body.action, body.skipped);
    return withToast(await jobWorkflow(db, job.id), body.skipped ? 'Step skipped' : 'Step completed');
  });

  registerCall(api, calls.setJobEstimatedDelivery, async ({ params, body, auth }) => {
    const caller = requireCaller(auth);
    const job = await providerJob(db, params.job_id, caller);
    await recordJobAction(db, job, 'set_estimated_delivery', caller.userId, { payload: { date_of_delivery: body.date_of_delivery } });
    await db.query('update jobs set date_of_delivery = $2, updated_at = now() where id = $1', [job.id, body.date_of_delivery]);
    return withToast(await oneJob(db, job.id), 'Estimated delivery set');
  });

  registerCall(api, calls.updateJobPrice, async ({ body, auth }) => {
    const caller = requireCaller(auth);
    const job = await providerJob(db, body.job_id, caller);
    await recordJobAction(db, job, 'update_price', caller.userId, { payload: { price: body.price } });
    await db.query('update jobs set job_total_cost = $2, updated_at = now() where id = $1', [job.id, body.price]);
    return withToast(await oneJob(db, job.id), 'Price updated');
  });

  registerCall(api, calls.completeJobWithOtp, async ({ params, body, auth }) => {
    const caller = requireCaller(auth);
    const job = await providerJob(db, params.job_id, caller);
    if (!nextStatus(job.status, 'customer_complete')) throw wrongState(job.status, 'customer_complete');
    if (body.otp !== job.completion_otp) throw fieldError(400, 'Validation failed', 'otp', jobMessages.wrongOtp, 'invalid');
    await recordJobAction(db, job, 'customer_complete', caller.userId);
    await db.query('update jobs set completion_otp = null, completed_at = now(), updated_at = now() where id = $1', [job.id]);
    await db.query("update chats set status = 'closed', updated_at = now() where job_id = $1", [job.id]);
    return withToast(await oneJob(db, job.id), 'Job completed');
  });

  uploadScope(api, (scope) => {
    registerCall(
      scope,
      calls.uploadProofOfWork,
      async ({ params, request, auth }) => {
        const caller = requireCaller(auth);
        const { fields, files } = await readUpload(request, store, proofOfWorkFieldsSchema);
        return keepingFilesOnlyIfSaved(store, files, () =>
          db.transaction(async (tx) => {
            const job = await providerJob(tx, params.job_id, caller);
            const documents = createDocumentRepository(tx);
            if (!(await documents.documentTypeExists(fields.document_type_id))) {
              throw fieldError(400, 'Validation failed', 'document_type_id', documentMessages.unknownDocumentType, 'not_found');
            }
            await recordJobAction(tx, job, 'proof_of_work', caller.userId, { payload: { files: files.length } });
            await documents.insert(files, { documentTypeId: fields.document_type_id, userId: caller.userId, relation: { name: 'job_proof_of_work', id: job.id } });
            return withToast(await oneJob(tx, job.id), 'Proof of work uploaded');
          }),
        );
      },
    );
    registerProviderOfferRoute(scope, db, store);
  });
}
