import { everyone, login, signedIn, type Rows } from '../testing/route-matrix';
import { auditRows } from '../audit/route-matrix-rows';
import { locationRows } from '../locations/route-matrix-rows';
import { userRows } from '../users/route-matrix-rows';
import { catalogRows } from '../catalog/route-matrix-rows';
import { jobRows } from '../jobs/route-matrix-rows';
import { chatRows } from '../chats/route-matrix-rows';
import { providerRows } from '../providers/route-matrix-rows';
import { documentRows } from '../documents/route-matrix-rows';
import { deliveryRows } from '../delivery/route-matrix-rows';
import { ticketRows } from '../tickets/route-matrix-rows';
import { onboardingRows } from '../onboarding/route-matrix-rows';
import { applicationRows } from '../applications/route-matrix-rows';
import { billingRows } from '../billing/route-matrix-rows';

const coreRows: Rows = {
  'OPTIONS *': {
    url: '/api/v1/atolls',
    headers: () => ({ origin: 'http://localhost:3000', 'access-control-request-method': 'GET' }),
    expect: everyone(204),
  },
  'GET /api/docs': { expect: everyone(302) },
  'GET /api/docs/openapi.json': { expect: everyone(200) },

  'POST /api/v1/login/admin': { payload: login('admin'), expect: everyone(200) },
  'POST /api/v1/login/customer': { payload: login('customer'), expect: everyone(200) },
  'POST /api/v1/login/vendor': { payload: login('provider'), expect: everyone(200) },
  'POST /api/v1/logout': { fresh: true, expect: signedIn(200) },
  'GET /api/v1/me': { expect: signedIn(200) },
  'POST /api/v1/is-authenticated': { payload: { type: 'ADMIN' }, expect: everyone(200) },
  'POST /api/v1/refresh': {
    fresh: true,
    headers: (s): Record<string, string> => (s ? { 'x-refresh-token': `Bearer ${s.refresh_token}` } : {}),
    expect: { none: 403, customer: 200, provider: 200, admin: 200 },
  },
};

/**
 * Every registered route x every caller -> the expected status. A route without a row fails the
 * matrix test, so a new route cannot ship without deciding who may call it. Requests are valid,
 * so permitted callers get a 2xx. Domains add their rows in `<domain>/route-matrix-rows.ts`; the
 * audit trail test replays the write routes of this matrix.
 */
export const routeMatrix: Rows = { ...coreRows, ...locationRows, ...userRows, ...catalogRows, ...jobRows, ...chatRows, ...providerRows, ...documentRows, ...deliveryRows, ...ticketRows, ...onboardingRows, ...applicationRows, ...billingRows, ...auditRows };
