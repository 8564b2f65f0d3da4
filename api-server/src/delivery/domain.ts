import type { ApiDomain } from '../api-domain';
import { deliveryCalls } from '../contract';
import { seedDemoDelivery } from './seed';

/** Delivery slots, package configs and distance add-ons. */
export const deliveryDomain: ApiDomain = {
  name: 'delivery',
  calls: deliveryCalls,
  async registerRoutes(api, { db }) {
    (require('./delivery-routes') as typeof import('./delivery-routes')).registerDeliveryRoutes(api, db);
  },
  seed: { demo: (tx) => seedDemoDelivery(tx) },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).deliveryRows,
};
