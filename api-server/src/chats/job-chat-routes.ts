import type { FastifyInstance } from 'fastify';
import { calls, jobMessageFieldsSchema } from '../contract';
import type { Db } from '../db/db';
import { readUpload } from '../documents/multipart-upload';
import { keepingFilesOnlyIfSaved, uploadScope } from '../documents/upload-scope';
import type { UploadStore } from '../documents/upload-store';
import { withToast } from '../http/call-outcome';
import { fieldError, notFound } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { SqlWhere } from '../lists/sql-where';
import { chatPage, loadChat, loadMessages, messagePage, partyChat } from './chat-queries';
import { openJobChat, postJobMessage } from './job-chat-service';
import { decideOffer, sendOffer } from './job-offers';

export const chatMessages = {
  emptyMessage: 'Write a message or attach a file',
} as const;

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
      const id = await openJobChat(db, requireCaller(auth), body);
      return withToast(await loadChat(db, id), 'Chat opened');
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
            const id = await postJobMessage(tx, caller, fields.chat_id, fields.message ?? null, files);
            return withToast((await loadMessages(tx, [id]))[0]!, 'Message sent');
          }),
        );
      },
      { status: 201 },
    );
  });
}
