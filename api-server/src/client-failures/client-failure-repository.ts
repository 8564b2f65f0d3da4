import { CLIENT_FAILURES_PER_MINUTE, type ClientFailureBody, type ClientFailureSummaryRow } from '../contract';
import type { Queryable } from '../db/db';

/**
 * The shell's failure reports (migration 095). The rate limit is read from the table itself (the
 * session's rows of the last minute), so every API process on the database counts the same
 * reports without a counter of its own. Times are the database's: one clock for every process.
 */
export function createClientFailureRepository(db: Queryable) {
  /** Stores a report; false (nothing stored) when the session already sent its share this minute. */
  async function record(report: ClientFailureBody, userId: number, sessionId: string): Promise<boolean> {
    // One statement: the count and the insert cannot be split by another request of the session.
    const rows = await db.query<{ id: string }>(
      `insert into client_failures (occurred_at, user_id, session_id, module, version, channel, kind)
       select now(), $1, $2, $3, $4, $5, $6
       where (select count(*) from client_failures where session_id = $2 and occurred_at > now() - interval '1 minute') < $7
       returning id::text`,
      [userId, sessionId, report.module, report.version, report.channel, report.kind, CLIENT_FAILURES_PER_MINUTE],
    );
    if (rows.length > 0) await db.query("delete from client_failures where occurred_at < now() - interval '2 days'");
    return rows.length > 0;
  }

  /** Per module, version and channel: failures of the last hour and day, the day's per kind. */
  async function summary(): Promise<ClientFailureSummaryRow[]> {
    const rows = await db.query<{
      module: string;
      version: string;
      channel: ClientFailureSummaryRow['channel'];
      last_hour: number;
      last_day: number;
      kinds: Record<string, number>;
    }>(
      `select module, version, channel,
         count(*) filter (where occurred_at > now() - interval '1 hour')::int as last_hour,
         count(*)::int as last_day,
         json_build_object(
           'entry', count(*) filter (where kind = 'entry'), 'module', count(*) filter (where kind = 'module'),
           'render', count(*) filter (where kind = 'render'), 'error', count(*) filter (where kind = 'error')) as kinds
       from client_failures where occurred_at > now() - interval '1 day'
       group by module, version, channel
       order by last_day desc, module, version, channel`,
    );
    return rows.map(({ kinds, ...row }) => ({
      ...row,
      by_kind: { entry: Number(kinds.entry), module: Number(kinds.module), render: Number(kinds.render), error: Number(kinds.error) },
    }));
  }

  return { record, summary };
}
