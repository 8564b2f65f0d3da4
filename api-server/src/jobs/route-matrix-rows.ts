import { adminOnly, type Rows } from '../testing/route-matrix';

/** Jobs served so far: the all-jobs list (admin only). */
export const jobRows: Rows = {
  'GET /api/v1/jobs': { url: '/api/v1/jobs?status=posted,completed&size=5', expect: adminOnly(200) },
  // The dashboard's summary (an addition beyond spec §7).
  'GET /api/v1/jobs/summary': { expect: adminOnly(200) },
};
