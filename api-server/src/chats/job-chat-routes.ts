import type { FastifyInstance } from 'fastify';
import { calls, jobMessageFieldsSchema } from '../contract';
import type { Db } from '../db/db';
import { createDocumentRepository } from '../documents/document-repository';
import { readUpload } from '../documents/multipart-upload';
import { keepingFilesOnlyIfSaved, uploadScope } from '../documents/upload-scope';
import type { UploadStore } from '../documents/upload-store';
import { withToast } from '../http/call-outcome';
import { fieldError, HttpError, notFound } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { isApprovedFor, lockJob } from '../jobs/job-access';
import { SqlWhere } from '../lists/sql-where';
import { chatClosed, chatPage, insertMessage, loadChat, loadMessages, messagePage, partyChat } from './chat-queries';
import { decideOffer, sendOffer } from './job-offers';

export const chatMessages = {
  emptyMessage: 'Write a message or attach a file',
} as const;

/** A provider may open a chat about a job that is still looking for one (or that it took). */
const OPEN_JOB = ['posted', 'vendor-notification', 'vendor-counter-offer'];

/**
 * Spec §7 job chats between a job's customer and a provider (spec §6: only the two parties see
 * or use a chat; any other chat answers 404). A provider opens one about a job it may take (a
 * posted job of a category it is approved for) or took; a customer about its job once a
 * provider took it. Offers move the job through the state machine (job-offers.ts).
 */
export function registerJobChatRoutes(api: FastifyInstance, db: Db, store: UploadStore): void {
  registerCall(
    api,
    calls.createJobChat,
    async ({ body, auth }) => {
      const caller = requireCaller(auth);
      const job = await lockJob(db, body.job_id);
      if (!job) throw notFound('Job');
      let providerId: number;
      if (caller.type === 'CUSTOMER') {
        if (job.created_by !== caller.userId) throw notFound('Job');
        if (job.service_provider_id === null) throw new HttpError(409, 'No provider yet', 'A chat is opened by a provider, or with the provider who took the job.');
        providerId = job.service_provider_id;
      } else {
        const own = job.service_provider_id === caller.userId;
        const open = job.service_provider_id === null && OPEN_JOB.includes(job.status) && (await isApprovedFor(db, caller.userId, job.job_category_id));
        if (!own && !open) throw notFound('Job');
        providerId = caller.userId;
      }
      const existing = await db.query("select 1 from chats where kind = 'job' and job_id = $1 and service_provider_id = $2", [job.id, providerId]);
      if (existing.length) throw new HttpError(409, 'Chat already open', 'There is already a chat about this job between you two.');
      const [chat] = await db.query<{ id: number }>(
        `insert into chats (kind, title, details, job_id, customer_id, service_provider_id, created_by) values ('job', $1, $2, $3, $4, $5, $6) returning id`,
        [body.title, body.details, job.id, job.created_by, providerId, caller.userId],
      );
      return withToast(await loadChat(db, chat!.id), 'Chat opened');
    },
    { status: 201 },
  );

  registerCall(api, calls.listJobChats, async ({ query, auth }) => {
    const caller = requireCaller(auth);
    const where = new SqlWhere().and("c.kind = 'job'").and('(c.customer_id = ? or c.service_provider_id = ?)', caller.userId, caller.userId);
    if (query.job_id) where.and('c.job_id = ?', query.job_id);
    return chatPage(db, where, query);
  });

  registerCall(api, calls.listJobChatMessages, async ({ params, query, auth }) =>
    messagePage(db, (await partyChat(db, params.chat_id, requireCaller(auth), 'job')).id, query),
  );

  registerCall(api, calls.chatRecipient, async ({ params, auth }) => {
    const caller = requireCaller(auth);
    const [chat] = await db.query<{ customer_id: number; service_provider_id: number }>(
      'select customer_id, service_provider_id from chats where id = $1 and $2 in (customer_id, service_provider_id)',
      [params.chat_id, caller.userId],
    );
    if (!chat) throw notFound('Chat');
    const other = chat.customer_id === caller.userId ? chat.service_provider_id : chat.customer_id;
    return (await db.query<{ id: number; name: string; email: string }>('select id, name, email from users where id = $1', [other]))[0]!;
  });

  registerCall(api, calls.sendJobOffer, async ({ body, auth }) => withToast(await sendOffer(db, body, requireCaller(auth)), 'Offer sent'), { status: 201 });
  registerCall(api, calls.decideJobOffer, async ({ params, body, auth }) => {
    const message = await decideOffer(db, params.message_id, body.status, requireCaller(auth));
    return withToast(message, `Offer ${body.status}`);
  });

  uploadScope(api, (scope) => {
    registerCall(
      scope,
      calls.sendJobMessage,
      async ({ request, auth }) => {
        const caller = requireCaller(auth);
        const { fields, files } = await readUpload(request, store, jobMessageFieldsSchema, { requireFile: false });
        if (!fields.message && !files.length) throw fieldError(400, 'Validation failed', 'message', chatMessages.emptyMessage, 'too_small');
        return keepingFilesOnlyIfSaved(store, files, () =>
          db.transaction(async (tx) => {
            const chat = await partyChat(tx, fields.chat_id, caller, 'job');
            if (chat.status !== 'open') throw chatClosed();
            const id = await insertMessage(tx, chat.id, caller.userId, fields.message ?? null);
            if (files.length) await createDocumentRepository(tx).insert(files, { documentTypeId: null, userId: caller.userId, relation: { name: 'chat_message', id } });
            return withToast((await loadMessages(tx, [id]))[0]!, 'Message sent');
          }),
        );
      },
      { status: 201 },
    );
  });
}
