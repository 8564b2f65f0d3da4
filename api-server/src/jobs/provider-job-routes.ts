import type { FastifyInstance } from 'fastify';
import { calls, type JobSummary, proofOfWorkFieldsSchema } from '../contract';
import type { Db } from '../db/db';
import { readUpload } from '../documents/multipart-upload';
import { keepingFilesOnlyIfSaved, uploadScope } from '../documents/upload-scope';
import type { UploadStore } from '../documents/upload-store';
import { withToast } from '../http/call-outcome';
import { registerCall, requireCaller } from '../http/register-call';
import { SqlWhere } from '../lists/sql-where';
import { APPROVED_CATEGORY_IDS, providerJob } from './job-access';
import { jobPage, oneJob, searchJobs } from './job-page';
import {
  acceptProviderJob,
  completeProviderJob,
  providerWorkflowStep,
  setProviderJobDelivery,
  updateProviderJobPrice,
  uploadProviderProofOfWork,
} from './provider-job-service';
import { registerProviderOfferRoute } from './provider-offer-route';
import { jobWorkflow } from './job-workflow';

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
    await acceptProviderJob(db, requireCaller(auth), body.job_id, api.clock());
    return withToast(await oneJob(db, body.job_id), 'Job accepted');
  });

  registerCall(api, calls.jobWorkflowAction, async ({ params, body, auth }) => {
    await providerWorkflowStep(db, requireCaller(auth), params.job_id, body.action, body.skipped);
    return withToast(await jobWorkflow(db, params.job_id), body.skipped ? 'Step skipped' : 'Step completed');
  });

  registerCall(api, calls.setJobEstimatedDelivery, async ({ params, body, auth }) => {
    await setProviderJobDelivery(db, requireCaller(auth), params.job_id, body.date_of_delivery);
    return withToast(await oneJob(db, params.job_id), 'Estimated delivery set');
  });

  registerCall(api, calls.updateJobPrice, async ({ body, auth }) => {
    await updateProviderJobPrice(db, requireCaller(auth), body.job_id, body.price);
    return withToast(await oneJob(db, body.job_id), 'Price updated');
  });

  registerCall(api, calls.completeJobWithOtp, async ({ params, body, auth }) => {
    await completeProviderJob(db, requireCaller(auth), params.job_id, body.otp);
    return withToast(await oneJob(db, params.job_id), 'Job completed');
  });

  uploadScope(api, (scope) => {
    registerCall(scope, calls.uploadProofOfWork, async ({ params, request, auth }) => {
      const caller = requireCaller(auth);
      const { fields, files } = await readUpload(request, store, proofOfWorkFieldsSchema);
      return keepingFilesOnlyIfSaved(store, files, () =>
        db.transaction(async (tx) => {
          await uploadProviderProofOfWork(tx, caller, params.job_id, fields.document_type_id, files);
          return withToast(await oneJob(tx, params.job_id), 'Proof of work uploaded');
        }),
      );
    });
    registerProviderOfferRoute(scope, db, store);
  });
}
