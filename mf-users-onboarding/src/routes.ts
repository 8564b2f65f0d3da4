import type { RouteDeclaration, WidgetDeclaration } from '@mv-admin/shared-api';

/**
 * The screens of `mf_users_onboarding` and their side menu entries (spec §2): the one place they are written.
 * module.tsx gives each its page; tooling/apps.cjs reads this file to write the registry entry, so
 * keep it plain data (menu `order` is a position in the whole menu: see MenuDeclaration).
 */
export const routes = [
  {
    path: '/admin/users',
    title: 'Manage Users',
    menu: { group: 'Admin', label: 'Manage Users', order: 70 },
    reads: ['/users?page=1&size=20', '/views?list=users'],
  },
  {
    path: '/admin/service-provider-applications',
    title: 'Service Provider Applications',
    menu: { group: 'Admin', label: 'Service Provider Applications', order: 71 },
  },
  { path: '/admin/activity', title: 'Activity', menu: { group: 'Admin', label: 'Activity', order: 79 } },
  { path: '/onboarding-requests/individual', title: 'Individual Requests', menu: { group: 'Onboarding', label: 'Individual Requests', order: 50 } },
  { path: '/onboarding-requests/business', title: 'Business Requests', menu: { group: 'Onboarding', label: 'Business Requests', order: 51 } },
] as const satisfies readonly RouteDeclaration[];

/** The module's dashboard cards (module.tsx adds their code); their place is kept while it loads. */
export const widgets = [
  {
    id: 'onboarding',
    title: 'Users and onboarding',
    height: 180,
    reads: [
      '/service-provider-application?status=submitted&size=1',
      '/service-provider/onboarding/individual/list?status=pending&size=1',
      '/service-provider/onboarding/business/list?status=pending&size=1',
    ],
  },
] as const satisfies readonly WidgetDeclaration[];
