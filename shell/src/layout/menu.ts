import type { RemoteEntry } from '@mv-admin/shared-api';

export interface MenuLink {
  key: string;
  label: string;
}
export interface MenuGroup {
  key: string;
  label: string;
  children: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

/** The side menu of spec §2, in its order and with its labels. Keys are the routes. */
export const specMenu: MenuEntry[] = [
  { key: '/', label: 'Dashboard' },
  { key: '/home', label: 'Home' },
  { key: '/business-locations', label: 'Business Locations' },
  {
    key: 'tickets',
    label: 'Tickets',
    children: [
      { key: '/tickets', label: 'All Tickets' },
      { key: '/ticket/categories', label: 'Manage Categories' },
      { key: '/ticket/subcategories', label: 'Manage Subcategories' },
    ],
  },
  { key: 'jobs', label: 'Jobs', children: [{ key: '/jobs', label: 'All Jobs' }] },
  {
    key: 'onboarding',
    label: 'Onboarding',
    children: [
      { key: '/onboarding-requests/individual', label: 'Individual Requests' },
      { key: '/onboarding-requests/business', label: 'Business Requests' },
    ],
  },
  { key: 'billing', label: 'Billing', children: [{ key: '/billing/business-transfer-sheet', label: 'Business Transfer Sheet' }] },
  {
    key: 'admin',
    label: 'Admin',
    children: [
      { key: '/admin/users', label: 'Manage Users' },
      { key: '/admin/service-provider-applications', label: 'Service Provider Applications' },
      { key: '/admin/job-category', label: 'Job Category' },
      { key: '/admin/job-subcategory', label: 'Job Subcategory' },
      { key: '/admin/atoll', label: 'Atolls' },
      { key: '/admin/island', label: 'Islands' },
      { key: '/admin/delivery-slot', label: 'Delivery Slot' },
      { key: '/admin/package-config', label: 'Package Configs' },
      { key: '/admin/delivery-distance-addons', label: 'Delivery Distance Addons' },
    ],
  },
];

const isGroup = (e: MenuEntry): e is MenuGroup => 'children' in e;

/**
 * Spec §2's menu plus the extra entries remotes declare in the registry (a new screen needs no
 * shell release). An extra entry joins the group whose label it names, or the end of the menu.
 */
export function buildMenu(registry: RemoteEntry[]): MenuEntry[] {
  const menu: MenuEntry[] = specMenu.map((e) => (isGroup(e) ? { ...e, children: [...e.children] } : e));
  const known = new Set(menu.flatMap((e) => (isGroup(e) ? e.children.map((c) => c.key) : [e.key])));
  for (const extra of registry.flatMap((r) => r.menu ?? [])) {
    if (known.has(extra.path)) continue;
    known.add(extra.path);
    const group = extra.group ? menu.find((e): e is MenuGroup => isGroup(e) && e.label === extra.group) : undefined;
    if (group) group.children.push({ key: extra.path, label: extra.label });
    else if (extra.group) menu.push({ key: `group:${extra.group}`, label: extra.group, children: [{ key: extra.path, label: extra.label }] });
    else menu.push({ key: extra.path, label: extra.label });
  }
  return menu;
}

/** The group keys that contain `pathname`, to open the right submenu on a deep link. */
export function openGroupsFor(menu: MenuEntry[], pathname: string): string[] {
  return menu.filter((e): e is MenuGroup => isGroup(e) && e.children.some((c) => pathname.startsWith(c.key))).map((e) => e.key);
}

export const flattenMenu = (menu: MenuEntry[]): MenuLink[] => menu.flatMap((e) => (isGroup(e) ? e.children : [e]));
export { isGroup };
