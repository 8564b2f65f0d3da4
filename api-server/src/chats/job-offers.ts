import type { z } from 'zod';
import type { RequestAuth } from '../auth/authenticator';
import type { ChatMessage, jobOfferInputSchema, offerDecisionSchema } from '../contract';
import type { Queryable } from '../db/db';
import { fieldError, HttpError, notFound } from '../http/http-error';
import { lockJob, requireApproved } from '../jobs/job-access';
import { recordJobAction } from '../jobs/job-transition';
import { chatClosed, insertMessage, loadMessages, partyChat } from './chat-queries';

export const offerDecisionMessages = {
  wrongParty: 'The customer accepts or rejects an offer; the provider who made it cancels it',
} as const;

const notPending = (status: string) => new HttpError(409, 'This offer was already decided', `The offer is ${status}; only a pending offer can change.`);

/**
 * A provider's price offer in a job chat (spec §5, §7): the job's counter_offer (posted,
 * vendor-notification or vendor-counter-offer; 409 otherwise), a category the provider is
 * approved for (403), and the provider's earlier pending offer in this chat is cancelled (an
 * offer is revised by sending a new one).
 */
export async function sendOffer(db: Queryable, body: z.output<typeof jobOfferInputSchema>, caller: RequestAuth): Promise<ChatMessage> {
  const chat = await partyChat(db, body.chat_id, caller, 'job');
  if (chat.service_provider_id !== caller.userId) throw notFound('Chat');
  if (chat.status !== 'open') throw chatClosed();
  const job = chat.job_id === null ? undefined : await lockJob(db, chat.job_id);
  if (!job) throw notFound('Job');
  await requireApproved(db, caller.userId, job.job_category_id);
  await recordJobAction(db, job, 'counter_offer', caller.userId, { payload: { amount: body.amount, chat_id: chat.id } });
  await db.query(
    `update chat_message_offers o set status = 'cancelled' from chat_messages m where m.id = o.chat_message_id and m.chat_id = $1 and o.status = 'pending'`,
    [chat.id],
  );
  const id = await insertMessage(db, chat.id, caller.userId, body.message);
  await db.query('insert into chat_message_offers (chat_message_id, description, amount) values ($1, $2, $3)', [id, body.description, body.amount]);
  return (await loadMessages(db, [id]))[0]!;
}

/** Pending offers left on job `jobId` (in any of its chats). */
const pendingOffers = async (db: Queryable, jobId: number) =>
  (
    await db.query<{ n: number }>(
      `select count(*)::int as n from chat_message_offers o join chat_messages m on m.id = o.chat_message_id join chats c on c.id = m.chat_id
     where c.job_id = $1 and o.status = 'pending'`,
      [jobId],
    )
  )[0]!.n;

/**
 * Spec §4 offer decisions. The customer accepts (accept_counter_offer: the chat's provider takes
 * the job at the offered price; other pending offers on the job are rejected) or rejects; the
 * provider who made it cancels. A rejected or cancelled offer reopens the job
 * (reject_counter_offer) once no other offer on it is pending.
 */
export async function decideOffer(db: Queryable, messageId: number, decision: z.output<typeof offerDecisionSchema>, caller: RequestAuth): Promise<ChatMessage> {
  const [offer] = await db.query<{ id: number; chat_id: number; amount: number; status: string }>(
    `select o.id, m.chat_id, o.amount, o.status from chat_message_offers o join chat_messages m on m.id = o.chat_message_id where m.id = $1 for update of o`,
    [messageId],
  );
  if (!offer) throw notFound('Offer');
  const chat = await partyChat(db, offer.chat_id, caller, 'job');
  const isCustomer = chat.customer_id === caller.userId;
  if (isCustomer === (decision === 'cancelled')) throw fieldError(400, 'Validation failed', 'status', offerDecisionMessages.wrongParty, 'invalid');
  if (offer.status !== 'pending') throw notPending(offer.status);
  const job = chat.job_id === null ? undefined : await lockJob(db, chat.job_id);
  if (!job) throw notFound('Job');
  if (decision === 'accepted') {
    await recordJobAction(db, job, 'accept_counter_offer', caller.userId, { payload: { amount: offer.amount, chat_id: chat.id } });
    await db.query('update jobs set service_provider_id = $2, job_total_cost = $3, updated_at = now() where id = $1', [
      job.id,
      chat.service_provider_id,
      offer.amount,
    ]);
    await db.query(
      `update chat_message_offers o set status = 'rejected', customer_action_at = now() from chat_messages m join chats c on c.id = m.chat_id
       where m.id = o.chat_message_id and c.job_id = $1 and o.status = 'pending' and o.id <> $2`,
      [job.id, offer.id],
    );
  }
  await db.query(`update chat_message_offers set status = $2, customer_action_at = case when $3 then now() else customer_action_at end where id = $1`, [
    offer.id,
    decision,
    isCustomer,
  ]);
  if (decision !== 'accepted' && job.status === 'vendor-counter-offer' && (await pendingOffers(db, job.id)) === 0) {
    await recordJobAction(db, job, 'reject_counter_offer', caller.userId, { details: `Offer ${decision}` });
  }
  return (await loadMessages(db, [messageId]))[0]!;
}
