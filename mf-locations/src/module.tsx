import { lazyPage, withPages, type RemoteModule } from '@mv-admin/shared-api';
import { routes, widgets } from './routes';

// Each screen is its own chunk: a deep link downloads only its screen and the kit cuts it uses.
const AtollListPage = lazyPage(() => import('./atolls/pages/atoll-list-page').then((m) => ({ default: m.AtollListPage })));
const IslandListPage = lazyPage(() => import('./islands/pages/island-list-page').then((m) => ({ default: m.IslandListPage })));
const BusinessLocationListPage = lazyPage(() =>
  import('./business-locations/pages/business-location-list-page').then((m) => ({ default: m.BusinessLocationListPage })),
);

/** What this remote gives the shell (`mf_locations/module`): its three screens (spec §2). */
const locationsModule: RemoteModule = {
  name: 'mf_locations',
  routes: withPages(routes, {
    '/admin/atoll': AtollListPage,
    '/admin/island': IslandListPage,
    '/business-locations': BusinessLocationListPage,
  }),
  // Dashboard widgets load with the dashboard only (their code is not in any list screen's chunks).
  widgets: [{ ...widgets[0], load: () => import('./dashboard/islands-widget') }],
};

export default locationsModule;
