import { adminOnly, type Rows } from '../testing/route-matrix';

/** Applications: admin only (spec §6); the seed's applications 1 and 2 are submitted. */
export const applicationRows: Rows = {
  'GET /api/v1/service-provider-application': { url: '/api/v1/service-provider-application?status=submitted', expect: adminOnly(200) },
  'POST /api/v1/service-provider-application/:id/approve': { url: '/api/v1/service-provider-application/1/approve', payload: { remarks: 'Matrix' }, expect: adminOnly(200) },
  'POST /api/v1/service-provider-application/:id/reject': { url: '/api/v1/service-provider-application/2/reject', expect: adminOnly(200) },
};
