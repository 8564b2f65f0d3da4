import type { FastifyInstance } from 'fastify';
import { calls, providerOfferJobInputSchema } from '../contract';
import type { Db } from '../db/db';
import { createDocumentRepository } from '../documents/document-repository';
import { readUpload } from '../documents/multipart-upload';
import { keepingFilesOnlyIfSaved } from '../documents/upload-scope';
import type { UploadStore } from '../documents/upload-store';
import { withToast } from '../http/call-outcome';
import { fieldError } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { requireApproved } from './job-access';
import { checkJobInput, insertJob } from './job-input';
import { oneJob } from './job-page';
import { recordCreation } from './job-transition';

export const offerMessages = {
  unknownCustomer: 'The selected customer does not exist',
  unknownChat: 'The selected chat is not one of yours with this customer',
} as const;

/**
 * POST /service-provider/offer (multipart): a provider proposes a job to one customer (from a
 * chat or a negotiation). The job is the customer's, posted (`post` from new, recorded as the
 * provider's action), of a category the provider is approved for (403 otherwise). It is linked
 * to the given chat, or to a new chat between the two, so both parties follow it there.
 */
export function registerProviderOfferRoute(scope: FastifyInstance, db: Db, store: UploadStore): void {
  registerCall(
    scope,
    calls.createProviderJobOffer,
    async ({ request, auth }) => {
      const caller = requireCaller(auth);
      const { fields, files } = await readUpload(request, store, providerOfferJobInputSchema, { requireFile: false });
      return keepingFilesOnlyIfSaved(store, files, () =>
        db.transaction(async (tx) => {
          const { columns, categoryId, packageConfigId } = await checkJobInput(tx, fields);
          if (!(await tx.query("select 1 from users where id = $1 and type = 'CUSTOMER'", [fields.customer_id])).length) {
            throw fieldError(400, 'Validation failed', 'customer_id', offerMessages.unknownCustomer, 'not_found');
          }
          if (fields.chat_id !== undefined) {
            const chat = await tx.query('select 1 from chats where id = $1 and service_provider_id = $2 and customer_id = $3', [
              fields.chat_id,
              caller.userId,
              fields.customer_id,
            ]);
            if (!chat.length) throw fieldError(400, 'Validation failed', 'chat_id', offerMessages.unknownChat, 'not_found');
          }
          await requireApproved(tx, caller.userId, categoryId);
          const id = await insertJob(tx, columns, 'posted', fields.customer_id, packageConfigId);
          await recordCreation(tx, { id, status: 'posted' }, 'post', caller.userId, { details: 'Offered by the provider' });
          if (fields.chat_id !== undefined) {
            await tx.query('update chats set job_id = coalesce(job_id, $2), updated_at = now() where id = $1', [fields.chat_id, id]);
          } else {
            await tx.query(
              `insert into chats (kind, title, details, job_id, customer_id, service_provider_id, created_by) values ('job', $1, $2, $3, $4, $5, $5)`,
              [columns.title, columns.job_description, id, fields.customer_id, caller.userId],
            );
          }
          if (files.length) await createDocumentRepository(tx).insert(files, { documentTypeId: null, userId: caller.userId, relation: { name: 'job', id } });
          return withToast(await oneJob(tx, id), 'Job offered');
        }),
      );
    },
    { status: 201 },
  );
}
