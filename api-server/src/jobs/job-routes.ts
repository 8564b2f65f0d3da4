import type { FastifyInstance } from 'fastify';
import { calls } from '../contract';
import type { Db } from '../db/db';
import { createUploadStore } from '../documents/upload-store';
import { registerCall } from '../http/register-call';
import { registerCustomerJobRoutes } from './customer-job-routes';
import { createJobRepository } from './job-repository';
import { jobsSummary } from './job-summary';
import { registerProviderJobRoutes } from './provider-job-routes';

/**
 * Spec §7 jobs: the admin's all-jobs list and the dashboard's summary (an addition), the
 * customer's calls (customer-job-routes.ts) and the provider's (provider-job-routes.ts).
 */
export function registerJobRoutes(api: FastifyInstance, db: Db, uploadDir: string): void {
  const jobs = createJobRepository(db);
  const store = createUploadStore(uploadDir);
  registerCall(api, calls.listJobs, async ({ query }) => jobs.list(query));
  registerCall(api, calls.jobsSummary, async () => jobsSummary(db, api.clock()));
  registerCustomerJobRoutes(api, db, store);
  registerProviderJobRoutes(api, db, store);
}
