import { lazyPage, withPages, type RemoteModule } from '@mv-admin/shared-api';
import { routes, widgets } from './routes';

// Each screen is its own chunk: a deep link downloads only its screen and the kit cuts it uses.
const UserListPage = lazyPage(() => import('./users/pages/user-list-page').then((m) => ({ default: m.UserListPage })));
const ApplicationListPage = lazyPage(() => import('./applications/pages/application-list-page').then((m) => ({ default: m.ApplicationListPage })));
const IndividualRequestListPage = lazyPage(() =>
  import('./onboarding/pages/individual-request-list-page').then((m) => ({ default: m.IndividualRequestListPage })),
);
const ActivityPage = lazyPage(() => import('./activity/pages/activity-page').then((m) => ({ default: m.ActivityPage })));
const BusinessRequestListPage = lazyPage(() => import('./onboarding/pages/business-request-list-page').then((m) => ({ default: m.BusinessRequestListPage })));

/** What this remote gives the shell (`mf_users_onboarding/module`): who may work on the marketplace (spec §2). */
const usersOnboardingModule: RemoteModule = {
  name: 'mf_users_onboarding',
  routes: withPages(routes, {
    '/admin/users': UserListPage,
    '/admin/service-provider-applications': ApplicationListPage,
    '/onboarding-requests/individual': IndividualRequestListPage,
    '/onboarding-requests/business': BusinessRequestListPage,
    '/admin/activity': ActivityPage,
  }),
  // Dashboard widgets load with the dashboard only (their code is not in any list screen's chunks).
  widgets: [{ ...widgets[0], load: () => import('./dashboard/onboarding-widget') }],
};

export default usersOnboardingModule;
