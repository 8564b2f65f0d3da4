import { lazyPage, withPages, type RemoteModule } from '@mv-admin/shared-api';
import { routes, widgets } from './routes';

// Each screen is its own chunk: a deep link downloads only its screen and the kit cuts it uses.
const DeliverySlotListPage = lazyPage(() => import('./delivery-slots/pages/delivery-slot-list-page').then((m) => ({ default: m.DeliverySlotListPage })));
const PackageConfigListPage = lazyPage(() => import('./package-configs/pages/package-config-list-page').then((m) => ({ default: m.PackageConfigListPage })));
const DistanceAddonListPage = lazyPage(() => import('./distance-addons/pages/distance-addon-list-page').then((m) => ({ default: m.DistanceAddonListPage })));

/** What this remote gives the shell (`mf_delivery_pricing/module`): its three screens (spec §2). */
const deliveryPricingModule: RemoteModule = {
  name: 'mf_delivery_pricing',
  routes: withPages(routes, {
    '/admin/delivery-slot': DeliverySlotListPage,
    '/admin/package-config': PackageConfigListPage,
    '/admin/delivery-distance-addons': DistanceAddonListPage,
  }),
  // Dashboard widgets load with the dashboard only (their code is not in any list screen's chunks).
  widgets: [{ ...widgets[0], load: () => import('./dashboard/distance-addons-widget') }],
};

export default deliveryPricingModule;
