import type { ApiDomain } from '../api-domain';
import { onboardingCalls } from '../contract';
import { seedOnboarding } from './seed';

/** Individual and business onboarding requests of providers. */
export const onboardingDomain: ApiDomain = {
  name: 'onboarding',
  calls: onboardingCalls,
  async registerRoutes(api, { db }) {
    (require('./onboarding-routes') as typeof import('./onboarding-routes')).registerOnboardingRoutes(api, db);
  },
  seed: { demo: (tx, { plan, passwordHash }) => seedOnboarding(tx, { passwordHash, scale: plan.scale }) },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).onboardingRows,
};
