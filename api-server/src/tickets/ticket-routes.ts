import type { FastifyInstance } from 'fastify';
import { calls } from '../contract';
import type { Db } from '../db/db';
import { withToast } from '../http/call-outcome';
import { notFound } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { createTicketCategoryRepository } from './ticket-category-repository';
import { createTicketChatRepository } from './ticket-chat-repository';
import { createTicketRepository } from './ticket-repository';

function found<T>(value: T | undefined, thing: string): T {
  if (value === undefined) throw notFound(thing);
  return value;
}

/**
 * Spec §7 ticket calls. Categories, subcategories and admin tickets are ADMIN only; the pickers
 * and the ticket chat also answer customers and providers (their own tickets only). The
 * customer/provider `/user-tickets` calls are declared in the contract but not served here.
 */
export function registerTicketRoutes(api: FastifyInstance, db: Db): void {
  const categories = createTicketCategoryRepository(db);
  const tickets = createTicketRepository(db);
  const chats = createTicketChatRepository(db);

  registerCall(api, calls.listTicketCategories, async ({ query }) => categories.listCategories(query));
  registerCall(api, calls.createTicketCategory, async ({ body }) => withToast(await categories.createCategory(body), 'Ticket category created'), { status: 201 });
  registerCall(api, calls.updateTicketCategory, async ({ params, body }) =>
    withToast(found(await categories.updateCategory(params.category_id, body), 'Ticket category'), 'Ticket category updated'),
  );
  registerCall(api, calls.ticketCategorySelect, async ({ query }) => categories.categoryOptions(query));

  registerCall(api, calls.listTicketSubcategories, async ({ query }) => categories.listSubcategories(query));
  registerCall(
    api,
    calls.createTicketSubcategory,
    async ({ body }) => withToast(await categories.createSubcategory(body), 'Ticket subcategory created'),
    { status: 201 },
  );
  registerCall(api, calls.updateTicketSubcategory, async ({ params, body }) =>
    withToast(found(await categories.updateSubcategory(params.subcategory_id, body), 'Ticket subcategory'), 'Ticket subcategory updated'),
  );
  registerCall(api, calls.ticketCategorySubcategorySelect, async ({ query }) => categories.categorySubcategoryOptions(query));

  registerCall(api, calls.listTickets, async ({ query }) => tickets.list(query));
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
    found(await tickets.remove(query.ticket_id), 'Ticket');
    return withToast({ id: query.ticket_id }, 'Ticket deleted');
  });

  registerCall(api, calls.listTicketChats, async ({ query, auth }) => chats.chatsOfTicket(query.ticket_id, requireCaller(auth)));
  registerCall(api, calls.listTicketChatMessages, async ({ query, auth }) => chats.messages(query.chat_id, requireCaller(auth), query));
  registerCall(
    api,
    calls.sendTicketMessage,
    async ({ body, auth }) => chats.post({ chatId: body.chat_id, message: body.message, hasFiles: false }, requireCaller(auth)),
    { status: 201 },
  );
}
