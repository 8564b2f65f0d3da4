import type { RouteDeclaration, WidgetDeclaration } from '@mv-admin/shared-api';

/**
 * The screens of `mf_tickets` and their side menu entries (spec §2): the one place they are written.
 * module.tsx gives each its page; tooling/apps.cjs reads this file to write the registry entry, so
 * keep it plain data (menu `order` is a position in the whole menu: see MenuDeclaration).
 */
export const routes = [
  {
    path: '/tickets',
    title: 'All Tickets',
    menu: { group: 'Tickets', label: 'All Tickets', order: 30 },
    reads: ['/tickets?page=1&size=20', '/views?list=tickets', '/users/admin'],
  },
  { path: '/ticket/categories', title: 'Manage Categories', menu: { group: 'Tickets', label: 'Manage Categories', order: 31 } },
  { path: '/ticket/subcategories', title: 'Manage Subcategories', menu: { group: 'Tickets', label: 'Manage Subcategories', order: 32 } },
] as const satisfies readonly RouteDeclaration[];

/** The module's dashboard cards (module.tsx adds their code); their place is kept while it loads. */
export const widgets = [{ id: 'tickets', title: 'Tickets', height: 256, reads: ['/tickets/summary'] }] as const satisfies readonly WidgetDeclaration[];
