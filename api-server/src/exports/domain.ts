import type { ApiDomain } from '../api-domain';
import { exportCalls } from '../contract';

/** CSV exports of the lists staff work in (issue 35): one streamed call per list. */
export const exportsDomain: ApiDomain = {
  name: 'exports',
  calls: exportCalls,
  async registerRoutes(api, { db }) {
    (require('./export-routes') as typeof import('./export-routes')).registerExportRoutes(api, db);
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).exportRows,
};
