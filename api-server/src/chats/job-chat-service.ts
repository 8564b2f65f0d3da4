import type { z } from 'zod';
import type { RequestAuth } from '../auth/authenticator';
import type { jobChatInputSchema } from '../contract';
import type { Queryable } from '../db/db';
import { createDocumentRepository } from '../documents/document-repository';
import type { UploadedFile } from '../documents/multipart-upload';
import { HttpError, notFound } from '../http/http-error';
import { isApprovedFor, lockJob } from '../jobs/job-access';
import { chatClosed, insertMessage, partyChat } from './chat-queries';

/** A provider may open a chat about a job that is still looking for one (or that it took). */
const OPEN_JOB = ['posted', 'vendor-notification', 'vendor-counter-offer'];

/**
 * Opens a job chat (spec §7) and returns its id: a provider about a job it may take (a posted job
 * of a category it is approved for) or took; a customer about its job once a provider took it.
 * Shared by the route (job-chat-routes.ts) and the demo seed (jobs/seed.ts).
 */
export async function openJobChat(db: Queryable, caller: RequestAuth, body: z.output<typeof jobChatInputSchema>): Promise<number> {
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
  return chat!.id;
}

/** Posts a message (text, files or both) in an open job chat of the caller's; returns its id. */
export async function postJobMessage(tx: Queryable, caller: RequestAuth, chatId: number, message: string | null, files: UploadedFile[] = []): Promise<number> {
  const chat = await partyChat(tx, chatId, caller, 'job');
  if (chat.status !== 'open') throw chatClosed();
  const id = await insertMessage(tx, chat.id, caller.userId, message);
  if (files.length) await createDocumentRepository(tx).insert(files, { documentTypeId: null, userId: caller.userId, relation: { name: 'chat_message', id } });
  return id;
}
