import { EXPORT_CALLS } from '../contract';
import { adminOnly, type Rows } from '../testing/route-matrix';

/** Exports: the list calls' roles (admin only for every exported list); a filter and columns on two. */
export const exportRows: Rows = {
  ...Object.fromEntries(Object.values(EXPORT_CALLS).map((def) => [`GET /api/v1${def.path}`, { expect: adminOnly(200) }])),
  'GET /api/v1/exports/jobs': { url: '/api/v1/exports/jobs?status=posted&columns=id,title', expect: adminOnly(200) },
  'GET /api/v1/exports/atolls': { url: '/api/v1/exports/atolls?search=a', expect: adminOnly(200) },
};
