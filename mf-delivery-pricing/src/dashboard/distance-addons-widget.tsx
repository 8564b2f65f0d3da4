import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@mv-admin/shared-api/dashboard';
import { dashboardRefresh } from '@mv-admin/shared-api/query';
import { StatLink, WidgetError, WidgetSkeleton } from '@mv-admin/shared-ui/dashboard';

export const inactiveAddonsKey = ['dashboard', 'inactive-distance-addons'] as const;

/** The Delivery pricing card of the dashboard: how many distance add-ons are switched off, linking to that filtered list. */
export default function DistanceAddonsWidget() {
  const count = useQuery({
    queryKey: inactiveAddonsKey,
    queryFn: ({ signal }) => dashboardApi.countList('distanceAddons', { is_active: 'false' }, signal),
    ...dashboardRefresh,
  });
  if (count.data === undefined) {
    if (count.isError) return <WidgetError title="Could not load the add-on figures" description={count.error.message} onRetry={() => void count.refetch()} />;
    return <WidgetSkeleton rows={1} />;
  }
  return <StatLink label="Inactive distance add-ons" value={count.data} to="/admin/delivery-distance-addons?is_active=false" />;
}
