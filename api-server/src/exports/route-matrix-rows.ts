import { adminOnly, type Rows } from '../testing/route-matrix';

/** Exports: the list calls' roles (admin only for every exported list). */
export const exportRows: Rows = {
  'GET /api/v1/exports/jobs': { url: '/api/v1/exports/jobs?status=posted&columns=id,title', expect: adminOnly(200) },
  'GET /api/v1/exports/tickets': { expect: adminOnly(200) },
  'GET /api/v1/exports/atolls': { url: '/api/v1/exports/atolls?search=a', expect: adminOnly(200) },
};
