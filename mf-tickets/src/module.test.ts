import { dashboardWidgetsSchema } from '@mv-admin/shared-api';
import { moduleRouteProblems } from '@mv-admin/shared-ui/testing';
import ticketsModule from './module';
import { routes } from './routes';

describe('mf_tickets module', () => {
  it('provides exactly the routes its registry entry mounts, with their declared titles', () => {
    expect(ticketsModule.name).toBe('mf_tickets');
    expect(moduleRouteProblems(ticketsModule, routes)).toEqual([]);
  });

  it('gives the dashboard its widget, loaded on demand', async () => {
    const widgets = dashboardWidgetsSchema.parse(ticketsModule.widgets);
    expect(widgets).toHaveLength(1);
    expect(typeof (await widgets[0]!.load()).default).toBe('function');
  });
});
