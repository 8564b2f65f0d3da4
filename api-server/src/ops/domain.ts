import type { ApiDomain } from '../api-domain';
import { opsCalls } from '../contract';

/** Health checks (issue 36, docs/operations.md): public, not audited, not queued by admission control. */
export const opsDomain: ApiDomain = {
  name: 'ops',
  calls: opsCalls,
  async registerRoutes(api, { db }) {
    (require('./ops-routes') as typeof import('./ops-routes')).registerOpsRoutes(api, db);
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).opsRows,
};
