import type { ApiDomain } from '../api-domain';
import { viewCalls } from '../contract';

/** Saved views of the lists (issue 35): per user, admin role. */
export const viewsDomain: ApiDomain = {
  name: 'views',
  calls: viewCalls,
  async registerRoutes(api, { db }) {
    (require('./view-routes') as typeof import('./view-routes')).registerViewRoutes(api, db);
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).viewRows,
};
