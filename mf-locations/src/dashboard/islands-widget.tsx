import { dashboardApi } from '@mv-admin/shared-api/dashboard';
import { CountWidget } from '@mv-admin/shared-ui/dashboard';

export const inactiveIslandsKey = ['dashboard', 'inactive-islands'] as const;

/** The Islands card of the dashboard: how many islands are switched off, linking to that filtered list. */
export default function IslandsWidget() {
  return (
    <CountWidget
      queryKey={inactiveIslandsKey}
      count={(signal) => dashboardApi.countList('islands', { active: 'false' }, signal)}
      label="Inactive islands"
      to="/admin/island?active=false"
      errorTitle="Could not load the island figures"
    />
  );
}
