import type { ApiDomain } from '../api-domain';
import { dashboardCalls, jobCalls } from '../contract';
import { seedDemoJobs } from './seed';
import { seedLargeJobs } from './seed-large';

/** Jobs of customers and providers, their lifecycle and the jobs summary. */
export const jobsDomain: ApiDomain = {
  name: 'jobs',
  calls: { ...jobCalls, jobsSummary: dashboardCalls.jobsSummary },
  async registerRoutes(api, { db, config }) {
    (await import('./job-routes')).registerJobRoutes(api, db, config.uploadDir);
  },
  seed: {
    async demo(tx, { plan, passwordHash }) {
      await seedDemoJobs(tx);
      // Before the later domains' seeds: the tickets seed draws from every user, the large ones included.
      if (plan.scale === 'large') await seedLargeJobs(tx, passwordHash);
    },
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).jobRows,
};
