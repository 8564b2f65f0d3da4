import type { ApiDomain } from '../api-domain';
import { dashboardCalls, jobCalls } from '../contract';
import { seedApplications } from '../applications/seed';
import { seedOnboarding } from '../onboarding/seed';
import { seedDemoJobs } from './seed';
import { seedLargeJobs } from './seed-large';

/** Jobs of customers and providers, their lifecycle and the jobs summary. */
export const jobsDomain: ApiDomain = {
  name: 'jobs',
  calls: { ...jobCalls, jobsSummary: dashboardCalls.jobsSummary },
  async registerRoutes(api, { db, config }) {
    (require('./job-routes') as typeof import('./job-routes')).registerJobRoutes(api, db, config.uploadDir);
  },
  seed: {
    async demo(tx, { plan, passwordHash }) {
      // The demo jobs go through the job services, which let a provider act only in a category it
      // is approved for: the demo providers' onboarding and applications come first (their seeds
      // are insert-if-absent; their own domain steps, later in the list, add the large parts after
      // the large jobs' bulk providers).
      await seedOnboarding(tx, { passwordHash });
      await seedApplications(tx);
      await seedDemoJobs(tx);
      // Before the later domains' seeds: the tickets seed draws from every user, the large ones included.
      if (plan.scale === 'large') await seedLargeJobs(tx, passwordHash);
    },
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).jobRows,
};
