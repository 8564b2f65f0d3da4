import { buildMenu, flattenMenu, isGroup, openGroupsFor, specMenu } from './menu';

describe('side menu (spec §2)', () => {
  it('has the spec order and labels', () => {
    expect(specMenu.map((e) => e.label)).toEqual(['Dashboard', 'Home', 'Business Locations', 'Tickets', 'Jobs', 'Onboarding', 'Billing', 'Admin']);
    const admin = specMenu.find((e) => e.label === 'Admin');
    expect(admin && isGroup(admin) && admin.children.map((c) => c.label)).toEqual([
      'Manage Users',
      'Service Provider Applications',
      'Job Category',
      'Job Subcategory',
      'Atolls',
      'Islands',
      'Delivery Slot',
      'Package Configs',
      'Delivery Distance Addons',
    ]);
    expect(flattenMenu(specMenu)).toHaveLength(19);
  });

  it('adds registry menu entries without a shell release, skipping known paths', () => {
    const menu = buildMenu([
      {
        name: 'mf_locations',
        label: 'Locations',
        entry: 'http://localhost:3003/remoteEntry.js',
        routes: ['/admin/atoll', '/admin/reef'],
        menu: [
          { group: 'Admin', label: 'Reefs', path: '/admin/reef' },
          { label: 'Atolls again', path: '/admin/atoll' },
          { group: 'Reports', label: 'Coverage', path: '/reports/coverage' },
        ],
      },
    ]);
    const admin = menu.find((e) => e.label === 'Admin');
    expect(admin && isGroup(admin) && admin.children.at(-1)).toEqual({ key: '/admin/reef', label: 'Reefs' });
    expect(menu.at(-1)).toMatchObject({ label: 'Reports', children: [{ key: '/reports/coverage', label: 'Coverage' }] });
    expect(flattenMenu(menu).filter((l) => l.key === '/admin/atoll')).toHaveLength(1);
    expect(specMenu.find((e) => e.label === 'Admin') && flattenMenu(specMenu)).toHaveLength(19);
  });

  it('opens the group of a deep link', () => {
    expect(openGroupsFor(specMenu, '/billing/business-transfer-sheet/4/details')).toEqual(['billing']);
    expect(openGroupsFor(specMenu, '/admin/atoll')).toEqual(['admin']);
  });
});
