import { versionColumn } from '../db/sql-version';
import { isoTime } from '../jobs/sql-json';
import { categorySummaryJson, documentsJson, ticketUserJson } from '../tickets/ticket-json';

/*
 * The tickets statement the server used before the relations were read set-based
 * (src/tickets/ticket-rows.ts): a subquery per ticket and relation. Kept as the independent
 * reference the set-based statement is compared with (ticket-rows.test.ts).
 */

const DETAIL_COLUMNS = `t.id, ${versionColumn('t')}, t.reference_no, t.description, t.type, t.status, t.ticket_subcategory_id, t.assigned_to_user_id,
  ${isoTime('t.created_at')} as created_at, ${isoTime('t.updated_at')} as updated_at, ${isoTime('t.closed_at')} as closed_at,
  json_build_object('id', sc.id, 'title', sc.title, 'ticket_category_id', sc.ticket_category_id, 'ticketCategory', ${categorySummaryJson('c')}) as "ticketSubcategory",
  ${ticketUserJson('cu')} as "createdBy",
  ${ticketUserJson('au')} as "assignedToUser",
  coalesce((
    select json_agg(json_build_object(
      'id', ta.id, 'remarks', ta.remarks, 'assigned_to_user_id', ta.assigned_to_user_id,
      'assigned_at', ${isoTime('ta.assigned_at')}, 'unassigned_at', ${isoTime('ta.unassigned_at')},
      'assignedToUser', ${ticketUserJson('tau')}, 'assignedBy', ${ticketUserJson('tab')}
    ) order by ta.assigned_at desc, ta.id desc)
    from ticket_assignments ta left join users tau on tau.id = ta.assigned_to_user_id left join users tab on tab.id = ta.assigned_by
    where ta.ticket_id = t.id), '[]'::json) as "ticketAssignments",
  coalesce((
    select json_agg(json_build_object(
      'id', ch.id, 'ticket_id', ch.ticket_id, 'title', ch.title, 'details', ch.details, 'status', ch.status,
      'created_at', ${isoTime('ch.created_at')}, 'updated_at', ${isoTime('ch.updated_at')},
      'message_count', (select count(*)::int from ticket_chat_messages m where m.ticket_chat_id = ch.id),
      'last_message_at', (select ${isoTime('max(m.created_at)')} from ticket_chat_messages m where m.ticket_chat_id = ch.id)
    ) order by ch.id)
    from ticket_chats ch where ch.ticket_id = t.id), '[]'::json) as chats,
  ${documentsJson('ticket', 't.id')} as documents`;
const FROM = `tickets t
  join ticket_subcategories sc on sc.id = t.ticket_subcategory_id join ticket_categories c on c.id = sc.ticket_category_id
  left join users cu on cu.id = t.created_by`;
const DETAIL_FROM = `${FROM} left join users au on au.id = t.assigned_to_user_id`;

/** The tickets of the ids `$1`, in no particular order. */
export const TICKETS_BY_SUBQUERIES = `select ${DETAIL_COLUMNS} from ${DETAIL_FROM} where t.id = any($1::int[])`;
