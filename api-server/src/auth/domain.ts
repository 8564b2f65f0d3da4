import type { ApiDomain } from '../api-domain';
import { authCalls, userCalls } from '../contract';

/** Sign-in, sessions and the two public sign-ups (spec §7 auth; the sign-ups are user calls). */
export const authDomain: ApiDomain = {
  name: 'auth',
  calls: { ...authCalls, signupCustomer: userCalls.signupCustomer, signupVendor: userCalls.signupVendor },
  async registerRoutes(api, { db, config, auth }) {
    const { registerAuthRoutes } = require('./auth-routes') as typeof import('./auth-routes');
    const { registerSignupRoutes } = require('./signup-routes') as typeof import('./signup-routes');
    registerAuthRoutes(api, auth);
    registerSignupRoutes(api, { db, tokens: auth.tokens, refreshTokens: auth.refreshTokens, scrypt: config.scrypt });
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).authRows,
};
