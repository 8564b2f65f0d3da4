import { Grid } from 'antd';
import type { RemoteEntry } from '@mv-admin/shared-api';
import { ModuleWidgets } from './module-widgets';

/** Columns by viewport width, with the 300-wide sidebar beside the grid from `sm` up. */
export function useDashboardColumns(): number {
  const screens = Grid.useBreakpoint();
  return screens.xl ? 3 : screens.lg ? 2 : 1;
}

/**
 * The dashboard's responsive grid of module widgets, in a stable order: the registry's order of
 * modules, then each module's own order. Every module loads on its own; none waits for another.
 */
export function DashboardGrid({ remotes }: { remotes: RemoteEntry[] }) {
  const columns = useDashboardColumns();
  return (
    <div data-testid="dashboard-grid" style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16, alignItems: 'stretch' }}>
      {remotes.map((remote) => (
        <ModuleWidgets key={remote.name} remote={remote} columns={columns} />
      ))}
    </div>
  );
}
