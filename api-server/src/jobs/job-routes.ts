import type { FastifyInstance } from 'fastify';
import { calls } from '../contract';
import type { Db } from '../db/db';
import { registerCall } from '../http/register-call';
import { createJobRepository } from './job-repository';

/** Spec §7 jobs served so far: the admin's all-jobs list. Customer and provider calls are declared in the contract. */
export function registerJobRoutes(api: FastifyInstance, db: Db): void {
  const jobs = createJobRepository(db);
  registerCall(api, calls.listJobs, async ({ query }) => jobs.list(query));
}
