import type { RemoteModule } from '@mv-admin/shared-api';
import { DeliverySlotListPage } from './delivery-slots/pages/delivery-slot-list-page';
import { DistanceAddonListPage } from './distance-addons/pages/distance-addon-list-page';
import { PackageConfigListPage } from './package-configs/pages/package-config-list-page';

/** What this remote gives the shell (`mf_delivery_pricing/module`): its three screens (spec §2). */
const deliveryPricingModule: RemoteModule = {
  name: 'mf_delivery_pricing',
  routes: [
    { path: '/admin/delivery-slot', title: 'Delivery Slots', Component: DeliverySlotListPage },
    { path: '/admin/package-config', title: 'Package Configurations', Component: PackageConfigListPage },
    { path: '/admin/delivery-distance-addons', title: 'Delivery Distance Add-ons', Component: DistanceAddonListPage },
  ],
};

export default deliveryPricingModule;
