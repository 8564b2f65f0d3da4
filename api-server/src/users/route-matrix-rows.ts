import { adminOnly, everyone, type Rows } from '../testing/route-matrix';

const signup = (kind: string) => (n: number) => ({
  name: `Matrix ${kind} ${n}`,
  email: `matrix-${kind}-${n}@example.com`,
  phone_number: '+9607000002',
  password: 'Matrix#2026',
  confirm_password: 'Matrix#2026',
});

/** Users calls: admin only (spec §6); signup is public (a new account each time). */
export const userRows: Rows = {
  'POST /api/v1/signup/customer': { payload: signup('customer'), expect: everyone(201) },
  'POST /api/v1/signup/vendor': { payload: signup('vendor'), expect: everyone(201) },
  'GET /api/v1/users': { url: '/api/v1/users?type=CUSTOMER&page=2&size=5', expect: adminOnly(200) },
  'POST /api/v1/users': {
    payload: (n: number) => ({
      type: 'CUSTOMER',
      name: `Matrix User ${n}`,
      email: `matrix-user-${n}@example.com`,
      phone_number: '+9607000001',
      password: 'secret1',
    }),
    expect: adminOnly(201),
  },
  'GET /api/v1/users/search': { url: '/api/v1/users/search?search=a&type=ADMIN', expect: adminOnly(200) },
  'GET /api/v1/users/admin': { expect: adminOnly(200) },
  'GET /api/v1/users/:id': { url: '/api/v1/users/2', expect: adminOnly(200) },
  // The demo customer unchanged (no type or password change, so their sessions stay).
  'PUT /api/v1/users/:id': {
    url: '/api/v1/users/2',
    payload: { type: 'CUSTOMER', name: 'Aishath Customer', email: 'customer@example.com', phone_number: '+9607712345' },
    expect: adminOnly(200),
  },
  // User 4 is the seeded customer who never did anything (users/seed.ts NEVER_ACTIVE_EMAIL).
  'DELETE /api/v1/users/:id': { url: '/api/v1/users/4', expect: adminOnly(200) },
};
