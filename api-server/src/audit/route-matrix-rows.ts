import { adminOnly, type Rows } from '../testing/route-matrix';

/** The audit trail: admins read it; there is no call that changes it. */
export const auditRows: Rows = {
  'GET /api/v1/audit-events': { url: '/api/v1/audit-events?entity_type=session&size=5', expect: adminOnly(200) },
};
