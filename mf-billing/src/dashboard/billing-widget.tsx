import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardApi, type BillingSummary } from '@mv-admin/shared-api/dashboard';
import { dashboardRefresh } from '@mv-admin/shared-api/query';
import { Flex, formatDate, formatMvr, StatLink, StatRow, Typography, WidgetError, WidgetSkeleton } from '@mv-admin/shared-ui/dashboard';

export const billingSummaryKey = ['dashboard', 'billing-summary'] as const;

const SHEETS = '/billing/business-transfer-sheet';
const sheetPath = (id: number, overdue = false) => `${SHEETS}/${id}/details${overdue ? '?overdue=true' : ''}`;
/** Overdue items are listed per sheet; the card names this many sheets, newest first. */
const SHEETS_NAMED = 3;

/** Where "Overdue items" leads: the one sheet holding them (its items filtered to overdue), else the open sheets. */
const overdueLink = ({ sheets }: BillingSummary['overdue']) => (sheets.length === 1 ? sheetPath(sheets[0]!.id, true) : `${SHEETS}?status=open`);

/**
 * The Billing card of the dashboard: what is still owed on the latest transfer sheet, the items
 * past their due date (each sheet holding some links to its items filtered to overdue), and when
 * the next sheet is produced. Amounts arrive in cents and show through the kit's formatter.
 */
export default function BillingWidget() {
  const summary = useQuery({ queryKey: billingSummaryKey, queryFn: ({ signal }) => dashboardApi.billingSummary(undefined, signal), ...dashboardRefresh });
  if (!summary.data) {
    if (summary.isError)
      return <WidgetError title="Could not load the billing figures" description={summary.error.message} onRetry={() => void summary.refetch()} />;
    return <WidgetSkeleton rows={3} />;
  }
  const { latest_sheet: latest, overdue, next_sheet_at } = summary.data;
  return (
    <Flex vertical gap="middle">
      <StatRow>
        <StatLink
          label={latest ? `Outstanding on ${latest.batch_name}` : 'Outstanding on the latest sheet'}
          value={formatMvr(latest?.outstanding_amount)}
          to={latest ? sheetPath(latest.id) : SHEETS}
        />
        <StatLink
          label="Overdue items"
          value={overdue.items}
          to={overdueLink(overdue)}
          hint={overdue.items ? `${formatMvr(overdue.amount)} overdue` : undefined}
        />
        <StatLink label="Next sheet generation" value={formatDate(next_sheet_at)} to={SHEETS} />
      </StatRow>
      {overdue.sheets.length > 1 && (
        <Typography.Text type="secondary">
          Overdue by sheet:{' '}
          {overdue.sheets.slice(0, SHEETS_NAMED).map((sheet, i) => (
            <span key={sheet.id}>
              {i > 0 && ', '}
              <Link to={sheetPath(sheet.id, true)}>
                {sheet.batch_name} ({sheet.items})
              </Link>
            </span>
          ))}
          {overdue.sheets.length > SHEETS_NAMED && ` and ${overdue.sheets.length - SHEETS_NAMED} more`}
        </Typography.Text>
      )}
    </Flex>
  );
}
