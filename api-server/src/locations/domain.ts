import type { ApiDomain } from '../api-domain';
import { locationCalls } from '../contract';

/** Atolls, islands and business locations (their reference rows are the seed's base: seed/seed.ts). */
export const locationsDomain: ApiDomain = {
  name: 'locations',
  calls: locationCalls,
  async registerRoutes(api, { db }) {
    (require('./location-routes') as typeof import('./location-routes')).registerLocationRoutes(api, db);
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).locationRows,
};
