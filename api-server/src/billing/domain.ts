import type { ApiDomain } from '../api-domain';
import { billingCalls, dashboardCalls } from '../contract';
import { seedBilling } from './seed';

/** Business transfer sheets, their items and the billing summary. */
export const billingDomain: ApiDomain = {
  name: 'billing',
  calls: { ...billingCalls, billingSummary: dashboardCalls.billingSummary },
  async registerRoutes(api, { db }) {
    (require('./billing-routes') as typeof import('./billing-routes')).registerBillingRoutes(api, db);
  },
  seed: { demo: (tx) => seedBilling(tx) },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).billingRows,
};
