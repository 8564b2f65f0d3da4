import { everyone, login, signedIn, type Rows } from '../testing/route-matrix';

/** Sign-in and sessions: the logins are public, a session's own calls need one. */
export const authRows: Rows = {
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
