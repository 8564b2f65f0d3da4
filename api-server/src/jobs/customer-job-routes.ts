import type { FastifyInstance } from 'fastify';
import { calls, completePaymentFieldsSchema, customerJobInputSchema, type JobStatus } from '../contract';
import type { Db } from '../db/db';
import { createDocumentRepository } from '../documents/document-repository';
import { readUpload } from '../documents/multipart-upload';
import { keepingFilesOnlyIfSaved, uploadScope } from '../documents/upload-scope';
import type { UploadStore } from '../documents/upload-store';
import { withToast } from '../http/call-outcome';
import { HttpError } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { SqlWhere } from '../lists/sql-where';
import { customerJob } from './job-access';
import { alertProviders } from './job-alerts';
import { JOB_DOCUMENT_RELATIONS } from './job-queries';
import { checkJobInput, insertJob, updateJobColumns } from './job-input';
import { jobPage, oneJob, searchJobs } from './job-page';
import { recordCreation, recordJobAction, wrongState } from './job-transition';
import { jobWorkflow } from './job-workflow';

/** A customer edits a job while no provider is engaged: a draft, or a posted job (alerted or not). */
const EDITABLE: JobStatus[] = ['draft', 'posted', 'vendor-notification'];

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
      throw new HttpError(409, 'No completion code yet', `The code is issued when the provider marks the job done (status vendor-completed); this job is in status ${job.status}.`);
    }
    return { otp: job.completion_otp };
  });

  registerCall(api, calls.deleteCustomerJob, async ({ params, auth }) => {
    const job = await customerJob(db, params.job_id, requireCaller(auth));
    if (job.status !== 'draft') throw new HttpError(409, 'Only a draft can be deleted', `A job in status ${job.status} cannot be deleted: cancel it instead while it is posted.`);
    const files = await db.query<{ storage_name: string }>(
      'delete from documents where relation_name = any($1::text[]) and relation_id = $2 returning storage_name',
      [JOB_DOCUMENT_RELATIONS, job.id],
    );
    await db.query('delete from jobs where id = $1', [job.id]);
    for (const f of files) store.remove(f.storage_name);
    return withToast({ id: job.id }, 'Job deleted');
  });

  registerCall(api, calls.cancelCustomerJob, async ({ body, auth }) => {
    const caller = requireCaller(auth);
    const job = await customerJob(db, body.job_id, caller);
    await recordJobAction(db, job, 'cancel', caller.userId);
    await db.query("update chats set status = 'closed', updated_at = now() where job_id = $1", [job.id]);
    return withToast(await oneJob(db, job.id), 'Job cancelled');
  });

  registerCall(api, calls.reviewJob, async ({ body, auth }) => {
    const caller = requireCaller(auth);
    const job = await customerJob(db, body.job_id, caller);
    if ((await db.query('select 1 from reviews where job_id = $1', [job.id])).length) {
      throw new HttpError(409, 'Already reviewed', 'A job is reviewed once.');
    }
    await recordJobAction(db, job, 'review', caller.userId, { payload: { rating: body.rating } });
    const [review] = await db.query<{ id: number; description: string; rating: number; created_at: string }>(
      `insert into reviews (job_id, reviewed_by, service_provider_id, description, rating) values ($1, $2, $3, $4, $5)
       returning id, description, rating, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`,
      [job.id, caller.userId, job.service_provider_id, body.description, body.rating],
    );
    return withToast(review!, 'Review submitted');
  }, { status: 201 });

  uploadScope(api, (scope) => {
    registerCall(
      scope,
      calls.createCustomerJob,
      async ({ request, auth }) => {
        const caller = requireCaller(auth);
        const { fields, files } = await readUpload(request, store, customerJobInputSchema, { requireFile: false });
        return keepingFilesOnlyIfSaved(store, files, () =>
          db.transaction(async (tx) => {
            const { columns, categoryId, packageConfigId } = await checkJobInput(tx, fields);
            const action = fields.save_as_draft ? 'save_as_draft' : 'post';
            const status = action === 'post' ? 'posted' : 'draft';
            const id = await insertJob(tx, columns, status, caller.userId, packageConfigId);
            await recordCreation(tx, { id, status }, action, caller.userId);
            if (files.length) await createDocumentRepository(tx).insert(files, { documentTypeId: null, userId: caller.userId, relation: { name: 'job', id } });
            if (status === 'posted') await alertProviders(tx, { id, status, job_type: fields.job_type, title: fields.title }, categoryId, caller.userId);
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
          const job = await customerJob(tx, params.id, caller);
          if (!EDITABLE.includes(job.status)) throw new HttpError(409, 'This job can no longer be changed', `A job in status ${job.status} cannot be updated: a provider is engaged.`);
          const { columns, categoryId, packageConfigId } = await checkJobInput(tx, fields);
          if (job.status !== 'draft' && fields.save_as_draft) throw wrongState(job.status, 'save_as_draft');
          await updateJobColumns(tx, job.id, columns, packageConfigId);
          if (job.status === 'draft') await recordJobAction(tx, job, fields.save_as_draft ? 'save_as_draft' : 'post', caller.userId);
          if (files.length) await createDocumentRepository(tx).insert(files, { documentTypeId: null, userId: caller.userId, relation: { name: 'job', id: job.id } });
          // A draft just posted alerts the providers, as a job posted directly does.
          if (job.status === 'posted' && !(await tx.query("select 1 from job_actions where job_id = $1 and action = 'notify_vendors'", [job.id])).length) {
            await alertProviders(tx, { id: job.id, status: 'posted', job_type: fields.job_type, title: fields.title }, categoryId, caller.userId);
          }
          return withToast(await oneJob(tx, job.id), job.status === 'draft' ? 'Draft saved' : 'Job updated');
        }),
      );
    });

    registerCall(
      scope,
      calls.completeJobPayment,
      async ({ params, request, auth }) => {
        const caller = requireCaller(auth);
        const { files } = await readUpload(request, store, completePaymentFieldsSchema);
        return keepingFilesOnlyIfSaved(store, files, () =>
          db.transaction(async (tx) => {
            const job = await customerJob(tx, params.job_id, caller);
            if (job.payment_completed_at) throw new HttpError(409, 'Payment already recorded', 'The payment of this job was recorded before.');
            await recordJobAction(tx, job, 'complete_payment', caller.userId);
            await tx.query('update jobs set payment_completed_at = now(), updated_at = now() where id = $1', [job.id]);
            await createDocumentRepository(tx).insert(files, { documentTypeId: null, userId: caller.userId, relation: { name: 'job_payment', id: job.id } });
            return withToast(await oneJob(tx, job.id), 'Payment recorded');
          }),
        );
      },
    );
  });
}
