import type { FastifyInstance } from 'fastify';
import { calls, ticketMessageFieldsSchema, userTicketFieldsSchema } from '../contract';
import type { Db } from '../db/db';
import { readUpload } from '../documents/multipart-upload';
import { keepingFilesOnlyIfSaved, uploadScope } from '../documents/upload-scope';
import { createUploadStore } from '../documents/upload-store';
import { withToast } from '../http/call-outcome';
import { notFound } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { insertTicketDocuments } from './ticket-documents';
import { createTicketCategoryRepository } from './ticket-category-repository';
import { createTicketChatRepository } from './ticket-chat-repository';
import { createTicketRepository } from './ticket-repository';
import { ticketsSummary } from './ticket-summary';

function found<T>(value: T | undefined, thing: string): T {
  if (value === undefined) throw notFound(thing);
  return value;
}

/**
 * Spec §7 ticket calls. Categories, subcategories and admin tickets are ADMIN only; the pickers
 * and the ticket chat also answer customers and providers (their own tickets only), who raise
 * and list their own tickets through `/user-tickets`. Files go through the documents module's
 * upload store (magic-byte check, limits) and are filed as `documents` rows.
 */
export function registerTicketRoutes(api: FastifyInstance, db: Db, uploadDir: string): void {
  const categories = createTicketCategoryRepository(db);
  const tickets = createTicketRepository(db);
  const chats = createTicketChatRepository(db);
  const store = createUploadStore(uploadDir);

  registerCall(api, calls.listTicketCategories, async ({ query }) => categories.listCategories(query));
  registerCall(api, calls.createTicketCategory, async ({ body }) => withToast(await categories.createCategory(body), 'Ticket category created'), {
    status: 201,
  });
  registerCall(api, calls.updateTicketCategory, async ({ params, body }) =>
    withToast(found(await categories.updateCategory(params.category_id, body), 'Ticket category'), 'Ticket category updated'),
  );
  registerCall(api, calls.ticketCategorySelect, async ({ query }) => categories.categoryOptions(query));

  registerCall(api, calls.listTicketSubcategories, async ({ query }) => categories.listSubcategories(query));
  registerCall(api, calls.createTicketSubcategory, async ({ body }) => withToast(await categories.createSubcategory(body), 'Ticket subcategory created'), {
    status: 201,
  });
  registerCall(api, calls.updateTicketSubcategory, async ({ params, body }) =>
    withToast(found(await categories.updateSubcategory(params.subcategory_id, body), 'Ticket subcategory'), 'Ticket subcategory updated'),
  );
  registerCall(api, calls.ticketCategorySubcategorySelect, async ({ query }) => categories.categorySubcategoryOptions(query));

  registerCall(api, calls.listTickets, async ({ query }) => tickets.list(query));
  // The dashboard's figures (an addition beyond spec §7): open tickets per status, unassigned and the caller's.
  registerCall(api, calls.ticketsSummary, async ({ auth }) => ticketsSummary(db, requireCaller(auth).userId));
  registerCall(api, calls.listUserTickets, async ({ query, auth }) => tickets.listOwn(query, requireCaller(auth).userId));
  registerCall(
    api,
    calls.createTicket,
    async ({ body, auth }) => {
      const ticket = await tickets.create(body, requireCaller(auth).userId);
      return withToast(ticket, 'Ticket created', `Reference ${ticket.reference_no}`);
    },
    { status: 201 },
  );
  registerCall(api, calls.updateTicket, async ({ params, body }) => withToast(found(await tickets.update(params.ticket_id, body), 'Ticket'), 'Ticket updated'));
  registerCall(api, calls.assignTicket, async ({ body, auth }) => {
    const ticket = await tickets.assign(body, requireCaller(auth).userId);
    return withToast(ticket, 'Ticket assigned', ticket.assignedToUser ? `Assigned to ${ticket.assignedToUser.name}` : undefined);
  });
  registerCall(api, calls.unassignTicket, async ({ body }) => withToast(await tickets.unassign(body.ticket_id), 'Ticket unassigned'));
  registerCall(api, calls.closeTicket, async ({ params }) => withToast(await tickets.close(params.ticket_id), 'Ticket closed'));
  registerCall(api, calls.deleteTicket, async ({ query }) => {
    const { storageNames } = found(await tickets.remove(query.ticket_id), 'Ticket');
    for (const name of storageNames) store.remove(name);
    return withToast({ id: query.ticket_id }, 'Ticket deleted');
  });

  registerCall(api, calls.listTicketChats, async ({ query, auth }) => chats.chatsOfTicket(query.ticket_id, requireCaller(auth)));
  registerCall(api, calls.listTicketChatMessages, async ({ query, auth }) => chats.messages(query.chat_id, requireCaller(auth), query));

  // The only scope of these routes that accepts multipart/form-data, with the document limits.
  uploadScope(api, (scope) => {
    registerCall(
      scope,
      calls.sendTicketMessage,
      async ({ request, auth }) => {
        const caller = requireCaller(auth);
        const { fields, files } = await readUpload(request, store, ticketMessageFieldsSchema, { requireFile: false });
        return keepingFilesOnlyIfSaved(store, files, () => chats.post({ chatId: fields.chat_id, message: fields.message, files }, caller));
      },
      { status: 201 },
    );

    registerCall(
      scope,
      calls.createUserTicket,
      async ({ request, auth }) => {
        const caller = requireCaller(auth);
        const { fields, files } = await readUpload(request, store, userTicketFieldsSchema, { requireFile: false });
        const ticket = await keepingFilesOnlyIfSaved(store, files, () =>
          tickets.create(
            { description: fields.description, ticket_subcategory_id: fields.ticket_subcategory_id, created_by_user_id: caller.userId },
            caller.userId,
            (tx, ticketId) => insertTicketDocuments(tx, files, { userId: caller.userId, relation: 'ticket', relationId: ticketId }),
          ),
        );
        return withToast(ticket, 'Ticket submitted', `Reference ${ticket.reference_no}`);
      },
      { status: 201 },
    );
  });
}
