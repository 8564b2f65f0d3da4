import { dashboardWidgetsSchema, remoteModuleSchema } from '@mv-admin/shared-api';
import deliveryPricingModule from './module';

describe('mf_delivery_pricing module', () => {
  it('matches the shape the shell checks and owns the three routes of spec §2', () => {
    expect(() => remoteModuleSchema.parse(deliveryPricingModule)).not.toThrow();
    expect(deliveryPricingModule.name).toBe('mf_delivery_pricing');
    expect(deliveryPricingModule.routes.map(({ path, title }) => [path, title])).toEqual([
      ['/admin/delivery-slot', 'Delivery Slots'],
      ['/admin/package-config', 'Package Configurations'],
      ['/admin/delivery-distance-addons', 'Delivery Distance Add-ons'],
    ]);
  });

  it('gives the dashboard its widget, loaded on demand', async () => {
    const widgets = dashboardWidgetsSchema.parse(deliveryPricingModule.widgets);
    expect(widgets).toHaveLength(1);
    expect(typeof (await widgets[0]!.load()).default).toBe('function');
  });
});
