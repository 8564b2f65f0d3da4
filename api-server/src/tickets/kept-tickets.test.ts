import { type Page, type Ticket, ticketListQuerySchema } from '../contract';
import { idPageSql } from '../lists/page-ids';
import { SqlWhere } from '../lists/sql-where';
import { keptJsonTests } from '../testing/kept-json-tests';
import { createTicketRepository } from './ticket-repository';
import { keptTickets, loadTicketsJson, pageTicketsJson, ticketIdPage } from './ticket-rows';

// The tickets lists serve each ticket's JSON as kept at its version (src/lists/kept-json.ts,
// 089_ticket_json_versions): whatever writes a row a ticket's JSON shows, the next list shows it.

/** Each write changes the JSON of at least one ticket. */
const writes: Array<[string, string]> = [
  ['a ticket’s own row', `update tickets set status = 'closed', closed_at = now() where id = (select min(id) from tickets where status <> 'closed')`],
  [
    'a ticket assigned',
    `insert into ticket_assignments (ticket_id, assigned_to_user_id, assigned_by, remarks)
     select t.id, u.id, u.id, 'Taking it' from tickets t cross join (select min(id) as id from users where type = 'ADMIN') u order by t.id limit 2`,
  ],
  ['an assignment’s remarks changed', `update ticket_assignments set remarks = 'Changed' where id = (select max(id) from ticket_assignments)`],
  [
    'an assignment moved to another ticket',
    `update ticket_assignments set ticket_id = (select max(id) from tickets), unassigned_at = coalesce(unassigned_at, now()) where id = (select min(id) from ticket_assignments where ticket_id <> (select max(id) from tickets))`,
  ],
  ['an assignment deleted', `delete from ticket_assignments where id = (select max(id) from ticket_assignments)`],
  ['a chat opened', `insert into ticket_chats (ticket_id, title) select id, 'About this' from tickets order by id limit 1`],
  ['a chat renamed', `update ticket_chats set title = 'Renamed chat' where id = (select min(id) from ticket_chats)`],
  [
    'a message added (its count and time)',
    `insert into ticket_chat_messages (ticket_chat_id, message) select id, 'Hello again' from ticket_chats order by id limit 1`,
  ],
  ['a message deleted (its count)', `delete from ticket_chat_messages where id = (select max(id) from ticket_chat_messages)`],
  ['a document renamed', `update documents set file_original_name = 'renamed.jpg' where id = (select max(id) from documents where relation_name = 'ticket')`],
  ['a document given a type', `update documents set document_type_id = (select min(id) from document_types) where relation_name = 'ticket'`],
  ['a creator renamed', `update users set name = name || ' Jr' where id = (select created_by from tickets order by id limit 1)`],
  [
    'a creator’s type changed',
    `update users set type = 'SERVICE_PROVIDER' where id = (select created_by from tickets t join users u on u.id = t.created_by where u.type = 'CUSTOMER' limit 1)`,
  ],
  ['a subcategory renamed', `update ticket_subcategories set title = title || ' +' where id in (select ticket_subcategory_id from tickets)`],
  ['a category closed', `update ticket_categories set active = not active where id in (select ticket_category_id from ticket_subcategories)`],
  [
    'a document type renamed',
    `update document_types set name = name || ' (old)' where id in (select document_type_id from documents where relation_name = 'ticket')`,
  ],
  ['the messages truncated', 'truncate ticket_chat_messages'],
  ['a ticket deleted', `delete from tickets where id = (select max(id) from tickets)`],
];

keptJsonTests({
  table: 'tickets',
  kept: keptTickets,
  page: async (q, n) => (await pageTicketsJson(q, idPageSql(ticketIdPage(new SqlWhere()), { page: 1, size: n, unpaginated: false }, n))).items,
  fresh: loadTicketsJson,
  ownTrigger: 'tickets_ticket_json_versions_update',
  ownWrite: 'description',
  writes,
  rolledBack: [
    `update ticket_chats set title = 'never' where id = (select max(id) from ticket_chats)`,
    `update users set email = 'never@example.com' where id = (select max(created_by) from tickets)`,
  ],
  searchPage: async (db) =>
    (JSON.parse((await createTicketRepository(db).list(ticketListQuerySchema.parse({ search: 'a', size: '50' }))).text) as Page<Ticket>).items,
});
