import type { RemoteEntry } from '@mv-admin/shared-api';
import { defaultRegistry } from '@mv-admin/shared-ui/testing';
import { buildMenu, flattenMenu, isGroup, openGroupsFor } from './menu';

// The menu the system runs with: the shell's entries plus every remote's declared entries.
const specMenu = buildMenu(defaultRegistry());
const entry = (menu: RemoteEntry['menu'], name = 'mf_x'): RemoteEntry => ({
  name,
  label: 'X',
  entry: 'http://localhost:3009/remoteEntry.js',
  routes: (menu ?? []).map((m) => m.path),
  menu,
});

describe('side menu (spec §2)', () => {
  it('has the spec order, groups and labels', () => {
    expect(specMenu.map((e) => [e.label, isGroup(e) ? e.children.map((c) => c.label) : e.key])).toEqual([
      ['Dashboard', '/'],
      ['Home', '/home'],
      ['Business Locations', '/business-locations'],
      ['Tickets', ['All Tickets', 'Manage Categories', 'Manage Subcategories']],
      ['Jobs', ['All Jobs']],
      ['Onboarding', ['Individual Requests', 'Business Requests']],
      ['Billing', ['Business Transfer Sheet']],
      [
        'Admin',
        [
          'Manage Users',
          'Service Provider Applications',
          'Job Category',
          'Job Subcategory',
          'Atolls',
          'Islands',
          'Delivery Slot',
          'Package Configs',
          'Delivery Distance Addons',
          // Issue 34: the audit trail, after the spec's Admin entries.
          'Activity',
        ],
      ],
    ]);
  });

  it('links every screen of spec §2 (and the Activity screen) except the details page, and /home which has no route', () => {
    const routed = new Set(defaultRegistry().flatMap((r) => r.routes));
    const links = flattenMenu(specMenu).map((l) => l.key);
    expect(links).toHaveLength(20);
    expect(links.filter((k) => !routed.has(k))).toEqual(['/', '/home']);
    expect([...routed].filter((r) => !links.includes(r))).toEqual(['/billing/business-transfer-sheet/:id/details']);
  });

  it('places entries by order, groups at their first entry, and ones without an order last', () => {
    const menu = buildMenu([
      entry([
        { group: 'Admin', label: 'Reefs', path: '/admin/reef', order: 71 },
        { label: 'Atolls again', path: '/admin/atoll' },
        { group: 'Reports', label: 'Coverage', path: '/reports/coverage' },
        { label: 'Early', path: '/early', order: 5 },
      ]),
      entry([{ group: 'Admin', label: 'Atolls', path: '/admin/atoll', order: 70 }], 'mf_y'),
    ]);
    expect(menu.map((e) => e.label)).toEqual(['Dashboard', 'Early', 'Home', 'Admin', 'Reports']);
    expect(menu.find((e) => e.label === 'Admin')).toEqual({
      key: 'admin',
      label: 'Admin',
      children: [
        { key: '/admin/atoll', label: 'Atolls' },
        { key: '/admin/reef', label: 'Reefs' },
      ],
    });
    expect(menu.at(-1)).toMatchObject({ label: 'Reports', children: [{ key: '/reports/coverage', label: 'Coverage' }] });
    expect(flattenMenu(menu).filter((l) => l.key === '/admin/atoll')).toHaveLength(1);
  });

  it('opens the group of a deep link', () => {
    expect(openGroupsFor(specMenu, '/billing/business-transfer-sheet/4/details')).toEqual(['billing']);
    expect(openGroupsFor(specMenu, '/admin/atoll')).toEqual(['admin']);
  });
});
