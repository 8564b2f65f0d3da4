import type { RemoteModule } from '@mv-admin/shared-api';
import { AtollListPage } from './atolls/pages/atoll-list-page';
import { BusinessLocationListPage } from './business-locations/pages/business-location-list-page';
import { IslandListPage } from './islands/pages/island-list-page';

/** What this remote gives the shell (`mf_locations/module`): its three screens (spec §2). */
const locationsModule: RemoteModule = {
  name: 'mf_locations',
  routes: [
    { path: '/admin/atoll', title: 'Atolls', Component: AtollListPage },
    { path: '/admin/island', title: 'Islands', Component: IslandListPage },
    { path: '/business-locations', title: 'Business Locations', Component: BusinessLocationListPage },
  ],
};

export default locationsModule;
