import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardApi, OPEN_TICKET_STATUSES, type TicketsSummary } from '@mv-admin/shared-api/dashboard';
import { dashboardRefresh, meQuery } from '@mv-admin/shared-api/query';
import { theme, WidgetError, WidgetSkeleton } from '@mv-admin/shared-ui/dashboard';
import { ticketStatusLabels } from '../tickets/format/ticket-status-labels';

export const ticketsSummaryKey = ['dashboard', 'tickets-summary'] as const;

type Row = { key: keyof TicketsSummary['by_status']['submitted']; label: string; assignee: (myId: number) => string | undefined };
/** One row per figure, one column per open status (and their total, which no single list filter gives, so it is not a link). */
const ROWS: Row[] = [
  { key: 'total', label: 'Open', assignee: () => undefined },
  { key: 'unassigned', label: 'Unassigned', assignee: () => 'unassigned' },
  { key: 'assigned_to_me', label: 'Assigned to me', assignee: (myId) => String(myId) },
];

/** All Tickets filtered as a figure counts: `/tickets?status=submitted&assigned_to_user_id=unassigned`. */
const listLink = (status: string, assignee: string | undefined) =>
  `/tickets?${new URLSearchParams({ status, ...(assignee ? { assigned_to_user_id: assignee } : {}) }).toString()}`;

/**
 * The Tickets card of the dashboard: open tickets per status, how many of them nobody holds and
 * how many the signed-in admin holds. Every figure links to All Tickets with exactly the filters
 * it counts (status and assignee, in the list's URL), so the list's total is the figure.
 */
export default function TicketsWidget() {
  const { token } = theme.useToken();
  const me = useQuery(meQuery());
  const summary = useQuery({ queryKey: ticketsSummaryKey, queryFn: ({ signal }) => dashboardApi.ticketsSummary(undefined, signal), ...dashboardRefresh });
  if (!summary.data || !me.data) {
    const error = summary.error ?? me.error;
    if (error)
      return (
        <WidgetError
          title="Could not load the ticket figures"
          description={error.message}
          onRetry={() => void (summary.error ? summary.refetch() : me.refetch())}
        />
      );
    return <WidgetSkeleton rows={3} />;
  }
  const { by_status } = summary.data;
  const myId = me.data.id;
  // Narrow padding, and row labels that may wrap: the card is one column of the grid (300 px at a 1280 px window).
  const cell = { padding: '6px 4px', borderBottom: `1px solid ${token.colorBorderSecondary}`, fontVariantNumeric: 'tabular-nums', textAlign: 'end' } as const;
  const rowHeader = { ...cell, textAlign: 'start', fontWeight: 'normal' } as const;
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', color: token.colorText }}>
      <caption style={{ captionSide: 'top', textAlign: 'start', color: token.colorTextSecondary, paddingBottom: 4 }}>Open tickets by status</caption>
      <thead>
        <tr>
          <td style={cell} />
          {OPEN_TICKET_STATUSES.map((status) => (
            <th key={status} scope="col" style={{ ...cell, fontWeight: 600 }}>
              {ticketStatusLabels[status]}
            </th>
          ))}
          <th scope="col" style={{ ...cell, fontWeight: 600 }}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.key}>
            <th scope="row" style={rowHeader}>
              {row.label}
            </th>
            {OPEN_TICKET_STATUSES.map((status) => (
              <td key={status} style={cell}>
                <Link
                  to={listLink(status, row.assignee(myId))}
                  aria-label={`${ticketStatusLabels[status]}, ${row.label.toLowerCase()}: ${by_status[status][row.key]}`}
                >
                  {by_status[status][row.key]}
                </Link>
              </td>
            ))}
            <td style={{ ...cell, fontWeight: 600 }}>{OPEN_TICKET_STATUSES.reduce((n, status) => n + by_status[status][row.key], 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
