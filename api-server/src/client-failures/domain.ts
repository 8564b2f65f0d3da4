import type { ApiDomain } from '../api-domain';
import { clientFailureCalls } from '../contract';

/** The shell's failure reports per module and version (issue 38): not audited, a report changes nothing staff made. */
export const clientFailuresDomain: ApiDomain = {
  name: 'client-failures',
  calls: clientFailureCalls,
  async registerRoutes(api, { db }) {
    (require('./client-failure-routes') as typeof import('./client-failure-routes')).registerClientFailureRoutes(api, db);
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).clientFailureRows,
};
