import type { ApiDomain } from '../api-domain';
import { auditCalls } from '../contract';

/** The audit trail's reading side (buildApp installs the trail itself: every write goes through it). */
export const auditDomain: ApiDomain = {
  name: 'audit',
  calls: auditCalls,
  async registerRoutes(api, { db }) {
    (require('./audit-routes') as typeof import('./audit-routes')).registerAuditRoutes(api, db);
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).auditRows,
};
