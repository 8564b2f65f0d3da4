import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@mv-admin/shared-api/dashboard';
import { dashboardRefresh } from '@mv-admin/shared-api/query';
import { BarChart, Flex, StatLink, StatRow, WidgetError, WidgetSkeleton } from '@mv-admin/shared-ui/dashboard';
import { JOB_STATUS_DISPLAY, JOB_STATUS_ORDER } from '../jobs/format/job-labels';

export const jobsSummaryKey = ['dashboard', 'jobs-summary'] as const;

/**
 * The Jobs card of the dashboard: how many jobs are in each status (a bar chart whose labels link
 * to All Jobs filtered by that status) and how many were posted in the last 7 days (All Jobs is
 * newest first; its filters have no date, spec §7). One summary call, refreshed while visible.
 */
export default function JobsWidget() {
  const summary = useQuery({ queryKey: jobsSummaryKey, queryFn: ({ signal }) => dashboardApi.jobsSummary(undefined, signal), ...dashboardRefresh });
  if (!summary.data) {
    if (summary.isError)
      return <WidgetError title="Could not load the jobs figures" description={summary.error.message} onRetry={() => void summary.refetch()} />;
    return <WidgetSkeleton rows={3} />;
  }
  const { by_status, total, posted_last_7_days } = summary.data;
  return (
    <Flex vertical gap="middle">
      <StatRow>
        <StatLink label="All jobs" value={total} to="/jobs" />
        <StatLink label="Posted in the last 7 days" value={posted_last_7_days} to="/jobs" hint="Newest first in All Jobs" />
      </StatRow>
      <BarChart
        caption="Jobs by status"
        valueLabel="Jobs"
        rows={JOB_STATUS_ORDER.map((status) => ({
          key: status,
          label: JOB_STATUS_DISPLAY[status].label,
          value: by_status[status],
          to: `/jobs?status=${status}`,
        }))}
      />
    </Flex>
  );
}
