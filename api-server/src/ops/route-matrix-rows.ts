import { everyone, type Rows } from '../testing/route-matrix';

/** Health checks answer anyone, signed in or not (load balancers carry no token). */
export const opsRows: Rows = {
  'GET /api/v1/health': { expect: everyone(200) },
  'GET /api/v1/ready': { expect: everyone(200) },
};
