import type { Ticket } from '../contract';
import type { Queryable } from '../db/db';
import { DOCUMENT_FIELDS, DOCUMENT_FROM, grouped, isoTime, jsonTextsByIds, obj, orNull, PAGE_IDS } from '../jobs/sql-json';
import { KeptJson, type RowVersion } from '../lists/kept-json';
import type { IdPageQuery, IdPageSql } from '../lists/page-ids';
import type { SqlWhere } from '../lists/sql-where';

/*
 * The tickets of spec §6 with their relations as the contract's JSON text, written by the
 * database in one statement for any number of tickets, as the jobs lists do (src/jobs/job-json.ts:
 * `row_to_json` of select lists in the schema's order, arrays joined with `string_agg`; the lists
 * pass the text through, CHECK_RESPONSES compares it with the zod path byte for byte). Each
 * to-many relation (assignments with their two users, chats with their messages' count and last
 * time, documents) is read once for the whole page, grouped by ticket: with a subquery per ticket
 * and relation, a page of 20 ran 60 subplans (docs/api-performance-history.md, fifth session).
 */

/** The ids of the tickets `where` selects (over `from`, `tickets t` and its joins), newest first: the order of every tickets list. */
export const ticketIdPage = (where: SqlWhere, from = 'tickets t'): IdPageQuery => ({
  id: 't.id',
  from,
  where,
  order: 't.created_at desc, t.id desc',
  reverseOrder: 't.created_at, t.id',
});

/** The tickets' JSON texts the lists keep (089_ticket_json_versions): about 1.5 KB each. */
export const keptTickets = new KeptJson('ticket_json_versions', 'ticket_id', 'ticket_references', 1000);

/** `{ id, type, name, email }` of the user aliased `alias`, or null. */
const ticketUser = (alias: string) => orNull(alias, obj(`${alias}.id, ${alias}.type, ${alias}.name, ${alias}.email`));

const RELATIONS = `
  assignments_json as (${grouped(
    'ta.ticket_id',
    `ta.id, ta.remarks, ta.assigned_to_user_id, ${isoTime('ta.assigned_at')} as assigned_at, ${isoTime('ta.unassigned_at')} as unassigned_at,
     ${ticketUser('tau')} as "assignedToUser", ${ticketUser('tab')} as "assignedBy"`,
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
  documents_json as (${grouped('d.relation_id', DOCUMENT_FIELDS, DOCUMENT_FROM, `d.relation_name = 'ticket' and d.relation_id = any(${PAGE_IDS})`, 'd.id')})`;

/** The ticket's own columns and its one-to-one relations, in the contract's order. */
const TICKET_FIELDS = `t.id, t.version, t.reference_no, t.description, t.type, t.status, t.ticket_subcategory_id, t.assigned_to_user_id,
  ${isoTime('t.created_at')} as created_at, ${isoTime('t.updated_at')} as updated_at, ${isoTime('t.closed_at')} as closed_at,
  (select ${obj(`sc.id, sc.title, sc.ticket_category_id, ${obj('c.id, c.title, c.category_type, c.active')} as "ticketCategory"`)}
   from ticket_subcategories sc join ticket_categories c on c.id = sc.ticket_category_id where sc.id = t.ticket_subcategory_id) as "ticketSubcategory",
  (select ${ticketUser('cu')} from users cu where cu.id = t.created_by) as "createdBy",
  (select ${ticketUser('au')} from users au where au.id = t.assigned_to_user_id) as "assignedToUser"`;

/**
 * The statement of loadTicketsJson and keptTicketsJson: `id, json, version` of the tickets of the
 * ids `$1`, newest first. The to-many relations are appended to the object as text.
 */
export const TICKETS_JSON = `
  with page as (select t.* from tickets t where t.id = any(array(select unnest($1::int[])))), ${RELATIONS}
  select t.id, ${keptTickets.version('t')} as version, left(row_to_json(tr)::text, -1) || ',"ticketAssignments":' || coalesce(tas.t, '[]') || ',"chats":' || coalesce(chs.t, '[]')
    || ',"documents":' || coalesce(docs.t, '[]') || '}' as json
  from page t
    left join assignments_json tas on tas.k = t.id left join chats_json chs on chs.k = t.id left join documents_json docs on docs.k = t.id
    cross join lateral (select ${TICKET_FIELDS}) tr
  order by t.created_at desc, t.id desc`;

/** The contract's JSON text of each of the tickets `ids`, in the order of `ids` (missing ones left out). */
export function loadTicketsJson(db: Queryable, ids: number[]): Promise<string[]> {
  return jsonTextsByIds(db, TICKETS_JSON, ids);
}

/** The full tickets `ids`, in that order (missing ones left out). */
export async function loadTickets(db: Queryable, ids: number[]): Promise<Ticket[]> {
  return (await loadTicketsJson(db, ids)).map((json) => JSON.parse(json) as Ticket);
}

/** A statement of one value whose parameters follow another statement's (SqlWhere's firstParam). */
export interface TrailingScalar {
  sql: string;
  params: unknown[];
}

/**
 * The JSON text of the tickets of a page, newest first: the page's ids with the tickets' versions
 * in one statement (`idPage`, from idPageSql with `opaqueWindow`, so it is planned once), then the
 * text kept at those versions or written (KeptJson). With `total`, the first statement also reads
 * the list's total (one round trip instead of two); it is undefined when the page is empty (no row
 * to carry it).
 */
export async function pageTicketsJson(db: Queryable, idPage: IdPageSql | null, total?: TrailingScalar): Promise<{ items: string[]; total?: number }> {
  if (!idPage) return { items: [] };
  const rows = await db.query<RowVersion & { total?: number }>(
    `select t.id, ${keptTickets.version('t')} as version${total ? `, (${total.sql}) as total` : ''}
     from tickets t where t.id = any(array(${idPage.sql})) order by t.created_at desc, t.id desc`,
    total ? [...idPage.params, ...total.params] : idPage.params,
  );
  return { items: (await keptTicketsJson(db, rows)).map((row) => row.json), total: rows[0]?.total };
}

/** The contract's JSON text of the tickets `rows` (ids and versions), in their order: kept or written (KeptJson). */
export const keptTicketsJson = (db: Queryable, rows: RowVersion[]) => keptTickets.texts(db, rows, TICKETS_JSON);
