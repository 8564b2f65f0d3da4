import { adminOnly, type Rows } from '../testing/route-matrix';

/** Jobs served so far: the all-jobs list (admin only). */
export const jobRows: Rows = {
  'GET /api/v1/jobs': { url: '/api/v1/jobs?status=posted,completed&size=5', expect: adminOnly(200) },
};
