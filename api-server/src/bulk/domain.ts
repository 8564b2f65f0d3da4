import type { ApiDomain } from '../api-domain';
import { bulkCalls } from '../contract';

/** Bulk actions on a list's selection (issue 35): each record through its one-at-a-time call. */
export const bulkDomain: ApiDomain = {
  name: 'bulk',
  calls: bulkCalls,
  async registerRoutes(api) {
    (require('./bulk-routes') as typeof import('./bulk-routes')).registerBulkRoutes(api);
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).bulkRows,
};
