import { adminOnly, type Expect, type Rows } from '../testing/route-matrix';

const providerOnly = (status: number): Expect => ({ none: 401, customer: 403, provider: status, admin: 403 });

/**
 * Applications (spec §6): admins list and decide; providers draft, submit and read their own.
 * Seeded applications 1 and 2 are submitted; 3 is the demo provider's draft with its documents.
 */
export const applicationRows: Rows = {
  'GET /api/v1/service-provider-application': { url: '/api/v1/service-provider-application?status=submitted', expect: adminOnly(200) },
  'POST /api/v1/service-provider-application/:id/approve': {
    url: '/api/v1/service-provider-application/1/approve',
    payload: { remarks: 'Matrix' },
    expect: adminOnly(200),
  },
  'POST /api/v1/service-provider-application/:id/reject': { url: '/api/v1/service-provider-application/2/reject', expect: adminOnly(200) },
  'POST /api/v1/service-provider-application/:id/submit': { url: '/api/v1/service-provider-application/3/submit', expect: providerOnly(200) },
  'GET /api/v1/service-provider-application/my/draft/:jobTypeId': { url: '/api/v1/service-provider-application/my/draft/1', expect: providerOnly(200) },
  'GET /api/v1/service-provider-application/my/eligible-job-categories': { expect: providerOnly(200) },
  'GET /api/v1/service-provider-application/my/:status': { url: '/api/v1/service-provider-application/my/approved', expect: providerOnly(200) },
};
