import { dashboardWidgetsSchema, remoteModuleSchema } from '@mv-admin/shared-api';
import locationsModule from './module';

describe('mf_locations module', () => {
  it('matches the shape the shell checks and owns the three routes of spec §2', () => {
    expect(() => remoteModuleSchema.parse(locationsModule)).not.toThrow();
    expect(locationsModule.name).toBe('mf_locations');
    expect(locationsModule.routes.map(({ path, title }) => [path, title])).toEqual([
      ['/admin/atoll', 'Atolls'],
      ['/admin/island', 'Islands'],
      ['/business-locations', 'Business Locations'],
    ]);
  });

  it('gives the dashboard its widget, loaded on demand', async () => {
    const widgets = dashboardWidgetsSchema.parse(locationsModule.widgets);
    expect(widgets).toHaveLength(1);
    expect(typeof (await widgets[0]!.load()).default).toBe('function');
  });
});
