import { remoteModuleSchema } from '@mv-admin/shared-api';
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
});
