import type { Chat, ChatMessage, Page } from '../contract';
import type { RequestAuth } from '../auth/authenticator';
import type { Queryable } from '../db/db';
import { HttpError, notFound } from '../http/http-error';
import { DOCUMENT_FIELDS, DOCUMENT_FROM, isoTime, userSummaryJson } from '../jobs/sql-json';
import { listPage } from '../lists/list-page';
import type { PageRequest } from '../lists/pagination';
import { containsPattern, SqlWhere } from '../lists/sql-where';

/** How many of a chat's latest messages its header carries (all of them: GET job-chat-messages/{chat_id}). */
const LATEST_MESSAGES = 20;

/** A chat message as the contract's chatMessageSchema, over `chat_messages m` (its author `u`, its offer `o`). */
export const MESSAGE_COLUMNS = `m.id, m.message, ${isoTime('m.created_at')} as created_at, ${userSummaryJson('u')} as "createdBy",
  case when o.id is null then null else json_build_object('id', o.id, 'version', m.version, 'description', o.description, 'amount', o.amount, 'status', o.status,
    'customer_action_at', ${isoTime('o.customer_action_at')}) end as offer,
  (select coalesce(json_agg(d order by d.id), '[]'::json) from (select ${DOCUMENT_FIELDS} from ${DOCUMENT_FROM}
     where d.relation_name = 'chat_message' and d.relation_id = m.id) d) as documents`;
export const MESSAGE_FROM = 'chat_messages m left join users u on u.id = m.created_by left join chat_message_offers o on o.chat_message_id = m.id';

/** The chat row a caller may use: its parties and state. */
export interface ChatRow {
  id: number;
  kind: string;
  status: 'open' | 'closed';
  job_id: number | null;
  customer_id: number;
  service_provider_id: number;
}

/**
 * Chat `id` of kind `kind` if `caller` is one of its two parties (spec §6: customers and providers
 * use their own chats); any other chat answers 404, as one that does not exist.
 */
export async function partyChat(db: Queryable, id: number, caller: RequestAuth, kind: 'job' | 'negotiation'): Promise<ChatRow> {
  const [chat] = await db.query<ChatRow>(
    'select id, kind, status, job_id, customer_id, service_provider_id from chats where id = $1 and kind = $2 and $3 in (customer_id, service_provider_id)',
    [id, kind, caller.userId],
  );
  if (!chat) throw notFound('Chat');
  return chat;
}

export const chatClosed = () => new HttpError(409, 'This chat is closed', 'Messages can no longer be sent in this chat.');

export async function loadMessages(db: Queryable, ids: number[]): Promise<ChatMessage[]> {
  if (!ids.length) return [];
  const rows = await db.query<ChatMessage>(`select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.id = any($1::int[])`, [ids]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The messages of chat `chatId`, oldest first, searchable by text. */
export function messagePage(db: Queryable, chatId: number, query: PageRequest & { search?: string }): Promise<Page<ChatMessage>> {
  const where = new SqlWhere().and('m.chat_id = ?', chatId);
  if (query.search) where.and('m.message ilike ?', containsPattern(query.search));
  return listPage<ChatMessage>(db, { columns: MESSAGE_COLUMNS, from: MESSAGE_FROM, where, orderBy: 'm.created_at, m.id' }, query);
}

/** A chat as the contract's chatSchema (over `chats c`): its job summary and latest messages, newest last. */
export const CHAT_COLUMNS = `c.id, c.title, c.details, c.status, ${isoTime('c.created_at')} as created_at, ${isoTime('c.updated_at')} as updated_at,
  (select json_build_object('id', j.id, 'title', j.title, 'job_description', j.job_description, 'status', j.status) from jobs j where j.id = c.job_id) as job,
  (select coalesce(json_agg(x order by x.ord, x.id), '[]'::json) from (
     select ${MESSAGE_COLUMNS}, m.created_at as ord from ${MESSAGE_FROM} where m.chat_id = c.id order by m.created_at desc, m.id desc limit ${LATEST_MESSAGES}) x
  ) as "chatMessages"`;

// The messages' `ord` column (only there to order them) is dropped by the contract serializer.
export async function loadChat(db: Queryable, id: number): Promise<Chat> {
  return (await db.query<Chat>(`select ${CHAT_COLUMNS} from chats c where c.id = $1`, [id]))[0]!;
}

export function chatPage(db: Queryable, where: SqlWhere, query: PageRequest): Promise<Page<Chat>> {
  return listPage<Chat>(db, { columns: CHAT_COLUMNS, from: 'chats c', where, orderBy: 'c.updated_at desc, c.id desc' }, query);
}

/** Inserts a message (and touches its chat's activity time); returns its id. */
export async function insertMessage(db: Queryable, chatId: number, userId: number, message: string | null): Promise<number> {
  const [row] = await db.query<{ id: number }>('insert into chat_messages (chat_id, message, created_by) values ($1, $2, $3) returning id', [
    chatId,
    message,
    userId,
  ]);
  await db.query('update chats set updated_at = now() where id = $1', [chatId]);
  return row!.id;
}
