import { dashboardWidgetsSchema, remoteModuleSchema } from '@mv-admin/shared-api';
import billingModule from './module';

describe('mf_billing module', () => {
  it('matches the shape the shell checks and owns the two billing routes of spec §2', () => {
    expect(() => remoteModuleSchema.parse(billingModule)).not.toThrow();
    expect(billingModule.name).toBe('mf_billing');
    expect(billingModule.routes.map(({ path, title }) => [path, title])).toEqual([
      ['/billing/business-transfer-sheet', 'Business Transfer Sheet'],
      ['/billing/business-transfer-sheet/:id/details', 'Transfer Sheet Details'],
    ]);
  });

  it('gives the dashboard its widget, loaded on demand', async () => {
    const widgets = dashboardWidgetsSchema.parse(billingModule.widgets);
    expect(widgets).toHaveLength(1);
    expect(typeof (await widgets[0]!.load()).default).toBe('function');
  });
});
