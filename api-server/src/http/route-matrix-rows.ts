import { domains } from '../domains';
import { everyone, type Rows } from '../testing/route-matrix';

/** Routes of the app itself, not of a domain: CORS preflight and the OpenAPI document. */
const appRows: Rows = {
  'OPTIONS *': {
    url: '/api/v1/atolls',
    headers: () => ({ origin: 'http://localhost:3000', 'access-control-request-method': 'GET' }),
    expect: everyone(204),
  },
  'GET /api/docs': { expect: everyone(302) },
  'GET /api/docs/openapi.json': { expect: everyone(200) },
};

/**
 * Every registered route x every caller -> the expected status. A route without a row fails the
 * matrix test, so a new route cannot ship without deciding who may call it. Requests are valid,
 * so permitted callers get a 2xx. Each domain keeps its rows in `<domain>/route-matrix-rows.ts`,
 * named by its descriptor (`matrixRows`); they run in the order of `domains`. The audit trail
 * test replays the write routes of this matrix.
 */
export const routeMatrix: Rows = Object.assign({}, appRows, ...domains.map((domain) => domain.matrixRows?.() ?? {}));
