import type { ApiDomain } from '../api-domain';
import { searchCalls } from '../contract';

/** The command palette's record search (issue 35): admin role. */
export const searchDomain: ApiDomain = {
  name: 'search',
  calls: searchCalls,
  async registerRoutes(api, { db }) {
    (require('./search-routes') as typeof import('./search-routes')).registerSearchRoutes(api, db);
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).searchRows,
};
