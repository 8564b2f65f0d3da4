import { dashboardWidgetsSchema } from '@mv-admin/shared-api';
import { moduleRouteProblems } from '@mv-admin/shared-ui/testing';
import locationsModule from './module';
import { routes } from './routes';

describe('mf_locations module', () => {
  it('provides exactly the routes its registry entry mounts, with their declared titles', () => {
    expect(locationsModule.name).toBe('mf_locations');
    expect(moduleRouteProblems(locationsModule, routes)).toEqual([]);
  });

  it('gives the dashboard its widget, loaded on demand', async () => {
    const widgets = dashboardWidgetsSchema.parse(locationsModule.widgets);
    expect(widgets).toHaveLength(1);
    expect(typeof (await widgets[0]!.load()).default).toBe('function');
  });
});
