import type { Page, TicketChat, TicketChatMessage } from '../contract';
import { ticketMessages } from '../contract';
import type { RequestAuth } from '../auth/authenticator';
import type { Db, Queryable } from '../db/db';
import { fieldError, HttpError } from '../http/http-error';
import { listPage } from '../lists/list-page';
import type { PageRequest } from '../lists/pagination';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import type { UploadedFile } from '../documents/multipart-upload';
import { insertTicketDocuments } from './ticket-documents';
import { ticketClosed } from './ticket-errors';
import { isoTime } from '../jobs/sql-json';
import { documentsJson, ticketUserJson } from './ticket-json';

const CHAT_COLUMNS = `ch.id, ch.ticket_id, ch.title, ch.details, ch.status, ${isoTime('ch.created_at')} as created_at, ${isoTime('ch.updated_at')} as updated_at,
  (select count(*)::int from ticket_chat_messages m where m.ticket_chat_id = ch.id) as message_count,
  (select ${isoTime('max(m.created_at)')} from ticket_chat_messages m where m.ticket_chat_id = ch.id) as last_message_at`;
const MESSAGE_COLUMNS = `m.id, m.ticket_chat_id, m.message, ${isoTime('m.created_at')} as created_at, ${ticketUserJson('mu')} as "createdBy",
  ${documentsJson('ticket_chat_message', 'm.id')} as documents`;
const MESSAGE_FROM = 'ticket_chat_messages m left join users mu on mu.id = m.created_by';

/** Admins see every ticket; customers and providers only the tickets raised for them. */
const visibleTo = (caller: RequestAuth, ticketAlias = 't') =>
  caller.type === 'ADMIN' ? { sql: 'true', params: [] } : { sql: `${ticketAlias}.created_by = $2`, params: [caller.userId] };

export interface NewTicketMessage {
  chatId: number;
  message: string | undefined;
  /** Uploaded files, recorded as documents of the message in its transaction. */
  files: UploadedFile[];
}

/** The chats of tickets and their messages (oldest first); posting is refused once the ticket is closed. */
export function createTicketChatRepository(db: Db) {
  const findMessage = async (id: number) => (await db.query<TicketChatMessage>(`select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.id = $1`, [id]))[0];

  /** The chat with its ticket's status, if the caller may see it; a 404 otherwise (no hint that it exists). */
  async function visibleChat(tx: Queryable, chatId: number, caller: RequestAuth, lock = false) {
    const scope = visibleTo(caller);
    const [chat] = await tx.query<{ id: number; status: string; ticket_status: string }>(
      `select ch.id, ch.status, t.status as ticket_status from ticket_chats ch join tickets t on t.id = ch.ticket_id
       where ch.id = $1 and ${scope.sql}${lock ? ' for update of ch' : ''}`,
      [chatId, ...scope.params],
    );
    if (!chat) throw new HttpError(404, 'Chat not found', 'The chat does not exist or was removed.');
    return chat;
  }

  return {
    async chatsOfTicket(ticketId: number, caller: RequestAuth): Promise<TicketChat[]> {
      const scope = visibleTo(caller);
      const [ticket] = await db.query(`select t.id from tickets t where t.id = $1 and ${scope.sql}`, [ticketId, ...scope.params]);
      if (!ticket) throw new HttpError(404, 'Ticket not found', 'The ticket does not exist or was removed.');
      return db.query<TicketChat>(`select ${CHAT_COLUMNS} from ticket_chats ch where ch.ticket_id = $1 order by ch.id`, [ticketId]);
    },

    async messages(chatId: number, caller: RequestAuth, page: PageRequest & { search?: string }): Promise<Page<TicketChatMessage>> {
      await visibleChat(db, chatId, caller);
      const where = new SqlWhere().and('m.ticket_chat_id = ?', chatId);
      if (page.search) where.and('m.message ilike ?', containsPattern(page.search));
      return listPage<TicketChatMessage>(db, { columns: MESSAGE_COLUMNS, from: MESSAGE_FROM, where, orderBy: 'm.created_at, m.id' }, page);
    },

    /** A message, files, or both (400 on `message` when neither); 409 once the ticket is closed. */
    async post(input: NewTicketMessage, caller: RequestAuth): Promise<TicketChatMessage> {
      if (input.message === undefined && !input.files.length) {
        throw fieldError(400, 'Validation failed', 'message', ticketMessages.messageOrFile, 'too_small');
      }
      const id = await db.transaction(async (tx) => {
        const chat = await visibleChat(tx, input.chatId, caller, true);
        if (chat.ticket_status === 'closed' || chat.status === 'closed') throw ticketClosed();
        const [row] = await tx.query<{ id: number }>(
          'insert into ticket_chat_messages (ticket_chat_id, message, created_by) values ($1, $2, $3) returning id',
          [chat.id, input.message ?? null, caller.userId],
        );
        await tx.query('update ticket_chats set updated_at = now() where id = $1', [chat.id]);
        await insertTicketDocuments(tx, input.files, { userId: caller.userId, relation: 'ticket_chat_message', relationId: row!.id });
        return row!.id;
      });
      return (await findMessage(id))!;
    },
  };
}
