import { adminOnly, type Rows } from '../testing/route-matrix';

/** The live stream (any signed-in caller; the matrix reads its headers only) and staff presence. */
export const eventRows: Rows = {
  'GET /api/v1/events': { expect: { none: 401, customer: 200, provider: 200, admin: 200 }, stream: true },
  'POST /api/v1/presence': { payload: { type: 'ticket', id: '1', state: 'viewing' }, expect: adminOnly(200) },
};
