import type { RouteDeclaration, WidgetDeclaration } from '@mv-admin/shared-api';

/**
 * The screens of `mf_delivery_pricing` and their side menu entries (spec §2): the one place they are written.
 * module.tsx gives each its page; tooling/apps.cjs reads this file to write the registry entry, so
 * keep it plain data (menu `order` is a position in the whole menu: see MenuDeclaration).
 */
export const routes = [
  {
    path: '/admin/delivery-slot',
    title: 'Delivery Slots',
    menu: { group: 'Admin', label: 'Delivery Slot', order: 76 },
    reads: ['/delivery-slots?page=1&size=20', '/views?list=delivery-slots'],
  },
  { path: '/admin/package-config', title: 'Package Configurations', menu: { group: 'Admin', label: 'Package Configs', order: 77 } },
  { path: '/admin/delivery-distance-addons', title: 'Delivery Distance Add-ons', menu: { group: 'Admin', label: 'Delivery Distance Addons', order: 78 } },
] as const satisfies readonly RouteDeclaration[];

/** The module's dashboard cards (module.tsx adds their code); their place is kept while it loads. */
export const widgets = [
  { id: 'distance-addons', title: 'Delivery pricing', height: 116, reads: ['/delivery-distance-addons?is_active=false&size=1'] },
] as const satisfies readonly WidgetDeclaration[];
