import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@mv-admin/shared-api/dashboard';
import { dashboardRefresh } from '@mv-admin/shared-api/query';
import { StatLink, WidgetError, WidgetSkeleton } from '@mv-admin/shared-ui/dashboard';

export const inactiveIslandsKey = ['dashboard', 'inactive-islands'] as const;

/** The Islands card of the dashboard: how many islands are switched off, linking to that filtered list. */
export default function IslandsWidget() {
  const count = useQuery({
    queryKey: inactiveIslandsKey,
    queryFn: ({ signal }) => dashboardApi.countList('islands', { active: 'false' }, signal),
    ...dashboardRefresh,
  });
  if (count.data === undefined) {
    if (count.isError) return <WidgetError title="Could not load the island figures" description={count.error.message} onRetry={() => void count.refetch()} />;
    return <WidgetSkeleton rows={1} />;
  }
  return <StatLink label="Inactive islands" value={count.data} to="/admin/island?active=false" />;
}
