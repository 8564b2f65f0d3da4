import { OPEN_TICKET_STATUSES, type TicketsSummary } from '../contract';
import type { Queryable } from '../db/db';

/**
 * The dashboard's ticket figures (GET /tickets/summary): per open status, how many tickets, how
 * many no admin holds and how many `adminId` holds, each equal to the admin list's total for
 * `status` with `assigned_to_user_id=unassigned` or `=<adminId>`. Read from ticket_counts
 * (070_ticket_counts: kept exact by triggers), a few rows whatever the number of tickets.
 */
export async function ticketsSummary(db: Queryable, adminId: number): Promise<TicketsSummary> {
  const rows = await db.query<{ status: string; total: number; unassigned: number; mine: number }>(
    `select status, sum(n)::int as total,
       coalesce(sum(n) filter (where assignee_id = 0), 0)::int as unassigned,
       coalesce(sum(n) filter (where assignee_id = $2), 0)::int as mine
     from ticket_counts where status = any($1::text[]) group by status`,
    [[...OPEN_TICKET_STATUSES], adminId],
  );
  const by_status = Object.fromEntries(OPEN_TICKET_STATUSES.map((s) => [s, { total: 0, unassigned: 0, assigned_to_me: 0 }])) as TicketsSummary['by_status'];
  for (const row of rows) {
    const status = row.status as keyof typeof by_status;
    by_status[status] = { total: row.total, unassigned: row.unassigned, assigned_to_me: row.mine };
  }
  return { by_status };
}
