import { OPEN_TICKET_STATUSES, type TicketsSummary } from '../contract';
import type { Queryable } from '../db/db';

/**
 * The dashboard's ticket figures (GET /tickets/summary): per open status, how many tickets, how
 * many no admin holds and how many `adminId` holds, each equal to the admin list's total for
 * `status` with `assigned_to_user_id=unassigned` or `=<adminId>`. One statement over the open
 * tickets (tickets_status_created_idx finds them; closed ones, the bulk over time, are skipped).
 */
export async function ticketsSummary(db: Queryable, adminId: number): Promise<TicketsSummary> {
  const rows = await db.query<{ status: string; total: number; unassigned: number; mine: number }>(
    `select status, count(*)::int as total,
       (count(*) filter (where assigned_to_user_id is null))::int as unassigned,
       (count(*) filter (where assigned_to_user_id = $2))::int as mine
     from tickets where status = any($1::text[]) group by status`,
    [[...OPEN_TICKET_STATUSES], adminId],
  );
  const by_status = Object.fromEntries(OPEN_TICKET_STATUSES.map((s) => [s, { total: 0, unassigned: 0, assigned_to_me: 0 }])) as TicketsSummary['by_status'];
  for (const row of rows) {
    const status = row.status as keyof typeof by_status;
    by_status[status] = { total: row.total, unassigned: row.unassigned, assigned_to_me: row.mine };
  }
  return { by_status };
}
