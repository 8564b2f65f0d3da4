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

/**
 * The shell's own entries of spec §2's side menu. Every other entry comes from the remotes
 * registry, written from each remote's `src/routes.ts`; `order` places an entry in the whole
 * menu (MenuDeclaration in shared-api).
 */
const shellEntries: NonNullable<RemoteEntry['menu']> = [
  { label: 'Dashboard', path: '/', order: 0 },
  // In the menu with no route: it opens the not-found page (spec §2).
  { label: 'Home', path: '/home', order: 10 },
];

const isGroup = (e: MenuEntry): e is MenuGroup => 'children' in e;
const groupKey = (label: string) => label.toLowerCase().replace(/\W+/g, '-');

/**
 * The side menu from the shell's entries and the `menu` of every registry entry, sorted by
 * `order` (registry order among equals; an entry without one goes last). A group sits where its
 * first entry sits; a path already in the menu is skipped.
 */
export function buildMenu(registry: RemoteEntry[]): MenuEntry[] {
  const entries = [...shellEntries, ...registry.flatMap((r) => r.menu ?? [])].map((e, index) => ({ ...e, order: e.order ?? Infinity, index }));
  entries.sort((a, b) => a.order - b.order || a.index - b.index);
  const menu: MenuEntry[] = [];
  const known = new Set<string>();
  for (const { group, label, path } of entries) {
    if (known.has(path)) continue;
    known.add(path);
    if (!group) {
      menu.push({ key: path, label });
      continue;
    }
    let parent = menu.find((e): e is MenuGroup => isGroup(e) && e.label === group);
    if (!parent) menu.push((parent = { key: groupKey(group), label: group, children: [] }));
    parent.children.push({ key: path, label });
  }
  return menu;
}

/** The group keys that contain `pathname`, to open the right submenu on a deep link. */
export function openGroupsFor(menu: MenuEntry[], pathname: string): string[] {
  return menu.filter((e): e is MenuGroup => isGroup(e) && e.children.some((c) => pathname.startsWith(c.key))).map((e) => e.key);
}

export const flattenMenu = (menu: MenuEntry[]): MenuLink[] => menu.flatMap((e) => (isGroup(e) ? e.children : [e]));
export { isGroup };
