import type { ApiDomain } from '../api-domain';
import { notificationCalls, providerCalls } from '../contract';

/** Providers' profiles, public profiles and job alerts (the contract's notification calls). */
export const providersDomain: ApiDomain = {
  name: 'providers',
  calls: { ...providerCalls, ...notificationCalls },
  async registerRoutes(api, { db }) {
    const { registerProviderRoutes } = require('./provider-routes') as typeof import('./provider-routes');
    const { registerJobAlertRoutes } = require('./job-alert-routes') as typeof import('./job-alert-routes');
    registerProviderRoutes(api, db);
    registerJobAlertRoutes(api, db);
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).providerRows,
};
