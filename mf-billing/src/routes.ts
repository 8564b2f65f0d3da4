import type { RouteDeclaration, WidgetDeclaration } from '@mv-admin/shared-api';

/**
 * The screens of `mf_billing` and their side menu entries (spec §2): the one place they are written.
 * module.tsx gives each its page; tooling/apps.cjs reads this file to write the registry entry, so
 * keep it plain data (menu `order` is a position in the whole menu: see MenuDeclaration).
 */
export const routes = [
  {
    path: '/billing/business-transfer-sheet',
    title: 'Business Transfer Sheet',
    menu: { group: 'Billing', label: 'Business Transfer Sheet', order: 60 },
    reads: ['/business-transfer-sheet?page=1&size=20', '/views?list=transfer-sheets', '/business-transfer-sheet/get-next-billing-time'],
  },
  { path: '/billing/business-transfer-sheet/:id/details', title: 'Transfer Sheet Details' },
] as const satisfies readonly RouteDeclaration[];

/** The module's dashboard cards (module.tsx adds their code); their place is kept while it loads. */
export const widgets = [
  { id: 'billing', title: 'Billing', height: 260, reads: ['/business-transfer-sheet/summary'] },
] as const satisfies readonly WidgetDeclaration[];
