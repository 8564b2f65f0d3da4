import type { Ticket } from '../contract';
import type { Queryable } from '../db/db';
import type { IdPageSql } from '../lists/page-ids';
import { DOCUMENT_COLUMNS, DOCUMENT_FROM } from '../jobs/job-queries';
import { grouped, PAGE_IDS } from '../jobs/sql-json';
import { categorySummaryJson, isoTime, ticketUserJson } from './ticket-json';

/*
 * The tickets of spec §6 with their relations, in one statement for any number of tickets. Each
 * to-many relation (assignments with their two users, chats with their messages' count and last
 * time, documents) is read once for the whole page, grouped by ticket, as the jobs lists do
 * (src/jobs/job-json.ts): with a subquery per ticket and relation, the JSON of a page of 20 was
 * 60 subplan runs (docs/api-performance.md, fifth session).
 */
const RELATIONS = `
  assignments_json as (${grouped(
    'ta.ticket_id',
    `ta.id, ta.remarks, ta.assigned_to_user_id, ${isoTime('ta.assigned_at')} as assigned_at, ${isoTime('ta.unassigned_at')} as unassigned_at,
     ${ticketUserJson('tau')} as "assignedToUser", ${ticketUserJson('tab')} as "assignedBy"`,
    'ticket_assignments ta left join users tau on tau.id = ta.assigned_to_user_id left join users tab on tab.id = ta.assigned_by',
    `ta.ticket_id = any(${PAGE_IDS})`,
    'ta.assigned_at desc, ta.id desc',
  )}),
  page_chats as (select ch.* from ticket_chats ch where ch.ticket_id = any(${PAGE_IDS})),
  message_stats as (select m.ticket_chat_id as k, count(*)::int as n, max(m.created_at) as last from ticket_chat_messages m
    where m.ticket_chat_id = any(array(select id from page_chats)) group by m.ticket_chat_id),
  chats_json as (${grouped(
    'ch.ticket_id',
    `ch.id, ch.ticket_id, ch.title, ch.details, ch.status, ${isoTime('ch.created_at')} as created_at, ${isoTime('ch.updated_at')} as updated_at,
     coalesce(ms.n, 0) as message_count, ${isoTime('ms.last')} as last_message_at`,
    'page_chats ch left join message_stats ms on ms.k = ch.id',
    'true',
    'ch.id',
  )}),
  documents_json as (${grouped('d.relation_id', DOCUMENT_COLUMNS, DOCUMENT_FROM, `d.relation_name = 'ticket' and d.relation_id = any(${PAGE_IDS})`, 'd.id')})`;

/**
 * The tickets the select `idsSql` names (one column of ids; its parameters are the statement's),
 * newest first, with their relations.
 */
const ticketsSql = (idsSql: string) => `
  with page as (select t.* from tickets t where t.id = any(array(${idsSql}))), ${RELATIONS}
  select t.id, t.reference_no, t.description, t.type, t.status, t.ticket_subcategory_id, t.assigned_to_user_id,
    ${isoTime('t.created_at')} as created_at, ${isoTime('t.updated_at')} as updated_at, ${isoTime('t.closed_at')} as closed_at,
    json_build_object('id', sc.id, 'title', sc.title, 'ticket_category_id', sc.ticket_category_id, 'ticketCategory', ${categorySummaryJson('c')}) as "ticketSubcategory",
    ${ticketUserJson('cu')} as "createdBy", ${ticketUserJson('au')} as "assignedToUser",
    coalesce(tas.t, '[]')::json as "ticketAssignments", coalesce(chs.t, '[]')::json as chats, coalesce(docs.t, '[]')::json as documents
  from page t
    join ticket_subcategories sc on sc.id = t.ticket_subcategory_id join ticket_categories c on c.id = sc.ticket_category_id
    left join users cu on cu.id = t.created_by left join users au on au.id = t.assigned_to_user_id
    left join assignments_json tas on tas.k = t.id left join chats_json chs on chs.k = t.id left join documents_json docs on docs.k = t.id
  order by t.created_at desc, t.id desc`;

/** The statement of loadTickets: the tickets of the ids `$1`. */
export const TICKETS_SQL = ticketsSql('select unnest($1::int[])');

/** The full tickets `ids`, in that order (missing ones left out). */
export async function loadTickets(db: Queryable, ids: number[]): Promise<Ticket[]> {
  if (!ids.length) return [];
  const rows = await db.query<Ticket>(TICKETS_SQL, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The tickets of a page, newest first, in one statement with the page's ids (`idPage`, from
 * idPageSql with `opaqueWindow`, so the statement is planned once: a list ordered newest first).
 */
export async function pageTickets(db: Queryable, idPage: IdPageSql | null): Promise<Ticket[]> {
  if (!idPage) return [];
  return db.query<Ticket>(ticketsSql(idPage.sql), idPage.params);
}
