import { everyone, type Rows } from '../testing/route-matrix';

/**
 * Health checks answer anyone, signed in or not (load balancers carry no token). /metrics wants
 * METRICS_TOKEN, not a user's session, and without one set (the matrix's config) it is not served.
 */
export const opsRows: Rows = {
  'GET /metrics': { expect: everyone(404) },
  'GET /api/v1/health': { expect: everyone(200) },
  'GET /api/v1/ready': { expect: everyone(200) },
};
