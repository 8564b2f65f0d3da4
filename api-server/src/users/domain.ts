import { callsExcept, type ApiDomain } from '../api-domain';
import { userCalls } from '../contract';
import { seedDemoPeople } from './seed';

/** Admins, customers and providers as records (the sign-ups belong to auth). */
export const usersDomain: ApiDomain = {
  name: 'users',
  calls: callsExcept(userCalls, 'signupCustomer', 'signupVendor'),
  async registerRoutes(api, { db, config }) {
    (require('./user-routes') as typeof import('./user-routes')).registerUserRoutes(api, db, config.scrypt);
  },
  seed: { demo: (tx, { passwordHash }) => seedDemoPeople(tx, passwordHash) },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).userRows,
};
