import type { FastifyInstance } from 'fastify';
import { calls, completePaymentFieldsSchema, customerJobInputSchema } from '../contract';
import type { Db } from '../db/db';
import { readUpload } from '../documents/multipart-upload';
import { keepingFilesOnlyIfSaved, uploadScope } from '../documents/upload-scope';
import type { UploadStore } from '../documents/upload-store';
import { withToast } from '../http/call-outcome';
import { HttpError } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { SqlWhere } from '../lists/sql-where';
import { cancelCustomerJob, completeCustomerPayment, createCustomerJob, reviewCustomerJob, updateCustomerJob } from './customer-job-service';
import { customerJob } from './job-access';
import { JOB_DOCUMENT_RELATIONS } from './job-queries';
import { jobPage, oneJob, searchJobs } from './job-page';
import { jobWorkflow } from './job-workflow';

/**
 * Spec §7 customer job calls. Spec §6: a customer sees and changes only the jobs it created
 * (another customer's job answers 404). Every status change goes through the state machine
 * (job-transition.ts); files go through the upload rules (documents/multipart-upload.ts). An
 * upload is read before its transaction opens (on PGlite a transaction holds the database), and
 * its writes then share one transaction (`db.transaction`, as multipart calls run outside the
 * call transaction of the audit trail).
 */
export function registerCustomerJobRoutes(api: FastifyInstance, db: Db, store: UploadStore): void {
  registerCall(api, calls.listCustomerJobs, async ({ query, auth }) => {
    const where = searchJobs(new SqlWhere().and('j.created_by = ?', requireCaller(auth).userId), query.search);
    if (query.state?.length) where.and('j.status = any(?::text[])', query.state);
    return jobPage(db, where, query);
  });

  registerCall(api, calls.getCustomerJob, async ({ params, auth }) => oneJob(db, (await customerJob(db, params.job_id, requireCaller(auth))).id));

  registerCall(api, calls.customerJobWorkflow, async ({ params, auth }) => jobWorkflow(db, (await customerJob(db, params.job_id, requireCaller(auth))).id));

  registerCall(api, calls.customerJobOtp, async ({ params, auth }) => {
    const job = await customerJob(db, params.job_id, requireCaller(auth));
    if (job.status !== 'vendor-completed' || !job.completion_otp) {
      throw new HttpError(
        409,
        'No completion code yet',
        `The code is issued when the provider marks the job done (status vendor-completed); this job is in status ${job.status}.`,
      );
    }
    return { otp: job.completion_otp };
  });

  registerCall(api, calls.deleteCustomerJob, async ({ params, auth }) => {
    const job = await customerJob(db, params.job_id, requireCaller(auth));
    if (job.status !== 'draft')
      throw new HttpError(409, 'Only a draft can be deleted', `A job in status ${job.status} cannot be deleted: cancel it instead while it is posted.`);
    const files = await db.query<{ storage_name: string }>(
      'delete from documents where relation_name = any($1::text[]) and relation_id = $2 returning storage_name',
      [JOB_DOCUMENT_RELATIONS, job.id],
    );
    await db.query('delete from jobs where id = $1', [job.id]);
    for (const f of files) store.remove(f.storage_name);
    return withToast({ id: job.id }, 'Job deleted');
  });

  registerCall(api, calls.cancelCustomerJob, async ({ body, auth }) => {
    await cancelCustomerJob(db, requireCaller(auth), body.job_id);
    return withToast(await oneJob(db, body.job_id), 'Job cancelled');
  });

  registerCall(api, calls.reviewJob, async ({ body, auth }) => withToast(await reviewCustomerJob(db, requireCaller(auth), body), 'Review submitted'), {
    status: 201,
  });

  uploadScope(api, (scope) => {
    registerCall(
      scope,
      calls.createCustomerJob,
      async ({ request, auth }) => {
        const caller = requireCaller(auth);
        const { fields, files } = await readUpload(request, store, customerJobInputSchema, { requireFile: false });
        return keepingFilesOnlyIfSaved(store, files, () =>
          db.transaction(async (tx) => {
            const { id, status } = await createCustomerJob(tx, caller, fields, files);
            return withToast(await oneJob(tx, id), status === 'draft' ? 'Draft saved' : 'Job posted');
          }),
        );
      },
      { status: 201 },
    );

    registerCall(scope, calls.updateCustomerJob, async ({ params, request, auth }) => {
      const caller = requireCaller(auth);
      const { fields, files } = await readUpload(request, store, customerJobInputSchema, { requireFile: false });
      return keepingFilesOnlyIfSaved(store, files, () =>
        db.transaction(async (tx) => {
          await updateCustomerJob(tx, caller, params.id, fields, files);
          const after = await oneJob(tx, params.id);
          return withToast(after, after.status === 'draft' ? 'Draft saved' : 'Job updated');
        }),
      );
    });

    registerCall(scope, calls.completeJobPayment, async ({ params, request, auth }) => {
      const caller = requireCaller(auth);
      const { files } = await readUpload(request, store, completePaymentFieldsSchema);
      return keepingFilesOnlyIfSaved(store, files, () =>
        db.transaction(async (tx) => {
          await completeCustomerPayment(tx, caller, params.job_id, files);
          return withToast(await oneJob(tx, params.job_id), 'Payment recorded');
        }),
      );
    });
  });
}
