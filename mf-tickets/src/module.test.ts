import { dashboardWidgetsSchema, remoteModuleSchema } from '@mv-admin/shared-api';
import ticketsModule from './module';

describe('mf_tickets module', () => {
  it('matches the shape the shell checks and owns the three routes of spec §2', () => {
    expect(() => remoteModuleSchema.parse(ticketsModule)).not.toThrow();
    expect(ticketsModule.name).toBe('mf_tickets');
    expect(ticketsModule.routes.map(({ path, title }) => [path, title])).toEqual([
      ['/tickets', 'All Tickets'],
      ['/ticket/categories', 'Manage Categories'],
      ['/ticket/subcategories', 'Manage Subcategories'],
    ]);
  });

  it('gives the dashboard its widget, loaded on demand', async () => {
    const widgets = dashboardWidgetsSchema.parse(ticketsModule.widgets);
    expect(widgets).toHaveLength(1);
    expect(typeof (await widgets[0]!.load()).default).toBe('function');
  });
});
