import type { RouteDeclaration, WidgetDeclaration } from '@mv-admin/shared-api';

/**
 * The screens of `mf_locations` and their side menu entries (spec §2): the one place they are written.
 * module.tsx gives each its page; tooling/apps.cjs reads this file to write the registry entry, so
 * keep it plain data (menu `order` is a position in the whole menu: see MenuDeclaration).
 */
export const routes = [
  { path: '/admin/atoll', title: 'Atolls', menu: { group: 'Admin', label: 'Atolls', order: 74 }, reads: ['/atolls?page=1&size=20', '/views?list=atolls'] },
  { path: '/admin/island', title: 'Islands', menu: { group: 'Admin', label: 'Islands', order: 75 } },
  { path: '/business-locations', title: 'Business Locations', menu: { label: 'Business Locations', order: 20 } },
] as const satisfies readonly RouteDeclaration[];

/** The module's dashboard cards (module.tsx adds their code); their place is kept while it loads. */
export const widgets = [
  { id: 'islands', title: 'Islands', height: 116, reads: ['/islands?active=false&size=1'] },
] as const satisfies readonly WidgetDeclaration[];
