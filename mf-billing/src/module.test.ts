import { dashboardWidgetsSchema } from '@mv-admin/shared-api';
import { moduleRouteProblems } from '@mv-admin/shared-ui/testing';
import billingModule from './module';
import { routes } from './routes';

describe('mf_billing module', () => {
  it('provides exactly the routes its registry entry mounts, with their declared titles', () => {
    expect(billingModule.name).toBe('mf_billing');
    expect(moduleRouteProblems(billingModule, routes)).toEqual([]);
  });

  it('gives the dashboard its widget, loaded on demand', async () => {
    const widgets = dashboardWidgetsSchema.parse(billingModule.widgets);
    expect(widgets).toHaveLength(1);
    expect(typeof (await widgets[0]!.load()).default).toBe('function');
  });
});
