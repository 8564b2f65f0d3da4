import { adminOnly, type Rows, signedIn } from '../testing/route-matrix';

/** Locations calls: management is admin only (spec §6); the read-only pickers serve every signed-in role's job forms. */
export const locationRows: Rows = {
  'GET /api/v1/atolls': { expect: adminOnly(200) },
  'POST /api/v1/atoll/create': { payload: (n: number) => ({ name: `Matrix Atoll ${n}`, code: `MX${n}` }), expect: adminOnly(201) },
  'PATCH /api/v1/atoll/update/:atoll_id': { url: '/api/v1/atoll/update/1', payload: { province: 'Upper North' }, expect: adminOnly(200) },
  'GET /api/v1/islands': { url: '/api/v1/islands?page=2', expect: adminOnly(200) },
  'POST /api/v1/island/create': { payload: (n: number) => ({ name: `Matrix Island ${n}`, atoll_id: 1 }), expect: adminOnly(201) },
  'PATCH /api/v1/island/update/:island_id': { url: '/api/v1/island/update/1', payload: { active: true }, expect: adminOnly(200) },
  'GET /api/v1/atoll-island/select': { expect: signedIn(200) },
  'GET /api/v1/business-locations': { expect: adminOnly(200) },
  'POST /api/v1/business-location': {
    payload: (n: number) => ({ name: `Matrix Place ${n}`, type: 'Office', road: 'Matrix Road', island_id: 1 }),
    expect: adminOnly(201),
  },
  'PATCH /api/v1/business-location/:business_location_id': { url: '/api/v1/business-location/1', payload: { road: 'Majeedhee Magu' }, expect: adminOnly(200) },
  'GET /api/v1/business-location/select': { expect: signedIn(200) },
  'GET /api/v1/job/config/:slug': { url: '/api/v1/job/config/job-delivery-item-type', expect: signedIn(200) },
};
