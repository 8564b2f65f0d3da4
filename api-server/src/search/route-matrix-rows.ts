import { adminOnly, type Rows } from '../testing/route-matrix';

/** The command palette's search: admin only (issue 35). */
export const searchRows: Rows = {
  'GET /api/v1/search': { url: '/api/v1/search?q=admin', expect: adminOnly(200) },
};
