import type { FastifyInstance } from 'fastify';
import { calls } from '../contract';
import type { Db } from '../db/db';
import { registerCall } from '../http/register-call';
import { createJobRepository } from './job-repository';
import { jobsSummary } from './job-summary';

/**
 * Spec §7 jobs served so far: the admin's all-jobs list, and the dashboard's summary (an
 * addition). Customer and provider calls are declared in the contract.
 */
export function registerJobRoutes(api: FastifyInstance, db: Db): void {
  const jobs = createJobRepository(db);
  registerCall(api, calls.listJobs, async ({ query }) => jobs.list(query));
  registerCall(api, calls.jobsSummary, async () => jobsSummary(db, api.clock()));
}
