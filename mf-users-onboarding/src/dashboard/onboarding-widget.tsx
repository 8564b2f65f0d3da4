import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@mv-admin/shared-api/dashboard';
import { dashboardRefresh } from '@mv-admin/shared-api/query';
import { StatLink, StatRow, WidgetError, WidgetSkeleton } from '@mv-admin/shared-ui/dashboard';

export const onboardingCountsKey = ['dashboard', 'onboarding-counts'] as const;

/** The three lists this card counts, each asked for one row (`size=1`) at the same time. */
async function fetchCounts(signal: AbortSignal) {
  const [applications, individual, business] = await Promise.all([
    dashboardApi.countList('applications', { status: 'submitted' }, signal),
    dashboardApi.countList('individualOnboarding', { status: 'pending' }, signal),
    dashboardApi.countList('businessOnboarding', { status: 'pending' }, signal),
  ]);
  return { applications, individual, business };
}

/**
 * The Users and onboarding card of the dashboard: service provider applications waiting for a
 * decision and onboarding requests pending (individual and business), each linking to its list
 * filtered by that status.
 */
export default function OnboardingWidget() {
  const counts = useQuery({ queryKey: onboardingCountsKey, queryFn: ({ signal }) => fetchCounts(signal), ...dashboardRefresh });
  if (!counts.data) {
    if (counts.isError)
      return <WidgetError title="Could not load the onboarding figures" description={counts.error.message} onRetry={() => void counts.refetch()} />;
    return <WidgetSkeleton rows={3} />;
  }
  return (
    <StatRow>
      <StatLink label="Applications submitted" value={counts.data.applications} to="/admin/service-provider-applications?status=submitted" />
      <StatLink label="Individual requests pending" value={counts.data.individual} to="/onboarding-requests/individual?status=pending" />
      <StatLink label="Business requests pending" value={counts.data.business} to="/onboarding-requests/business?status=pending" />
    </StatRow>
  );
}
