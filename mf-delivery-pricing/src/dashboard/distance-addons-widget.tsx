import { dashboardApi } from '@mv-admin/shared-api/dashboard';
import { CountWidget } from '@mv-admin/shared-ui/dashboard';

export const inactiveAddonsKey = ['dashboard', 'inactive-distance-addons'] as const;

/** The Delivery pricing card of the dashboard: how many distance add-ons are switched off, linking to that filtered list. */
export default function DistanceAddonsWidget() {
  return (
    <CountWidget
      queryKey={inactiveAddonsKey}
      count={(signal) => dashboardApi.countList('distanceAddons', { is_active: 'false' }, signal)}
      label="Inactive distance add-ons"
      to="/admin/delivery-distance-addons?is_active=false"
      errorTitle="Could not load the add-on figures"
    />
  );
}
