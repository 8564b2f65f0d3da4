import { adminOnly, signedIn, type Rows } from '../testing/route-matrix';
import { fieldsForm } from './test-form';

/**
 * Tickets: management is admin only (spec §6). The pickers answer every signed-in role; the
 * ticket chat answers admins and the ticket's own creator (seeded ticket 1 and its chat 1
 * belong to the demo customer, so the demo provider gets a 404 there).
 */
const ownTicketChat = { none: 401, customer: 200, provider: 404, admin: 200 };
const message = fieldsForm({ chat_id: 1, message: 'Hello from the matrix' });
const userTicket = fieldsForm({ description: 'Raised from the matrix test', ticket_subcategory_id: 1 });

export const ticketRows: Rows = {
  'GET /api/v1/ticket/categories': { expect: adminOnly(200) },
  'POST /api/v1/ticket/category': { payload: (n: number) => ({ title: `Matrix Category ${n}` }), expect: adminOnly(201) },
  'PATCH /api/v1/ticket/category/:category_id': { url: '/api/v1/ticket/category/1', payload: { active: true }, expect: adminOnly(200) },
  'GET /api/v1/ticket/category-select-list': { url: '/api/v1/ticket/category-select-list?category_type=CUSTOMER', expect: signedIn(200) },
  'GET /api/v1/ticket/subcategories': { url: '/api/v1/ticket/subcategories?ticket_category_id=1', expect: adminOnly(200) },
  'POST /api/v1/ticket/subcategories': { payload: (n: number) => ({ title: `Matrix Subcategory ${n}`, ticket_category_id: 1 }), expect: adminOnly(201) },
  'PATCH /api/v1/ticket/subcategories/:subcategory_id': { url: '/api/v1/ticket/subcategories/1', payload: { active: true }, expect: adminOnly(200) },
  'GET /api/v1/ticket/category-subcategory-select': { expect: signedIn(200) },
  'GET /api/v1/user-tickets': { url: '/api/v1/user-tickets?status=submitted', expect: { none: 401, customer: 200, provider: 200, admin: 403 } },
  'GET /api/v1/tickets': { url: '/api/v1/tickets?status=submitted&assigned_to_user_id=unassigned', expect: adminOnly(200) },
  // The dashboard's summary (an addition beyond spec §7).
  'GET /api/v1/tickets/summary': { expect: adminOnly(200) },
  'POST /api/v1/tickets': { payload: { description: 'Raised by the matrix test', ticket_subcategory_id: 1, created_by_user_id: 2 }, expect: adminOnly(201) },
  'PATCH /api/v1/tickets/:ticket_id': { url: '/api/v1/tickets/1', payload: { description: 'Parcel delayed: still at the jetty' }, expect: adminOnly(200) },
  'POST /api/v1/ticket/assignment': { payload: { ticket_id: 2, assigned_to_user_id: 1, remarks: 'Matrix' }, expect: adminOnly(200) },
  'POST /api/v1/ticket/unassign': { payload: { ticket_id: 3 }, expect: adminOnly(200) },
  'POST /api/v1/ticket/close/:ticket_id': { url: '/api/v1/ticket/close/4', expect: adminOnly(200) },
  'DELETE /api/v1/ticket': { url: '/api/v1/ticket?ticket_id=5', expect: adminOnly(200) },
  'GET /api/v1/ticket/chat': { url: '/api/v1/ticket/chat?ticket_id=1', expect: ownTicketChat },
  'GET /api/v1/ticket-chats/messages': { url: '/api/v1/ticket-chats/messages?chat_id=1', expect: ownTicketChat },
  'POST /api/v1/ticket/message': {
    payload: message.payload,
    headers: () => message.headers,
    expect: { ...ownTicketChat, customer: 201, admin: 201 },
  },
  'POST /api/v1/user-tickets': {
    payload: userTicket.payload,
    headers: () => userTicket.headers,
    expect: { none: 401, customer: 201, provider: 201, admin: 403 },
  },
};
