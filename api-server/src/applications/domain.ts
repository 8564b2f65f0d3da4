import type { ApiDomain } from '../api-domain';
import { applicationCalls } from '../contract';
import { seedApplications } from './seed';

/** Service provider applications and their review. */
export const applicationsDomain: ApiDomain = {
  name: 'applications',
  calls: applicationCalls,
  async registerRoutes(api, { db }) {
    (require('./application-routes') as typeof import('./application-routes')).registerApplicationRoutes(api, db);
  },
  seed: { demo: (tx, { plan }) => seedApplications(tx, { scale: plan.scale }) },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).applicationRows,
};
