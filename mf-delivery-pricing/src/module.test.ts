import { dashboardWidgetsSchema } from '@mv-admin/shared-api';
import { moduleRouteProblems } from '@mv-admin/shared-ui/testing';
import deliveryPricingModule from './module';
import { routes } from './routes';

describe('mf_delivery_pricing module', () => {
  it('provides exactly the routes its registry entry mounts, with their declared titles', () => {
    expect(deliveryPricingModule.name).toBe('mf_delivery_pricing');
    expect(moduleRouteProblems(deliveryPricingModule, routes)).toEqual([]);
  });

  it('gives the dashboard its widget, loaded on demand', async () => {
    const widgets = dashboardWidgetsSchema.parse(deliveryPricingModule.widgets);
    expect(widgets).toHaveLength(1);
    expect(typeof (await widgets[0]!.load()).default).toBe('function');
  });
});
