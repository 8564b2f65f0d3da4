import type { FastifyInstance } from 'fastify';
import { type ApplicationStatus, calls } from '../contract';
import type { Queryable } from '../db/db';
import { withToast } from '../http/call-outcome';
import { HttpError, notFound } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { type ApplicationDecision, createApplicationRepository } from './application-repository';

const notDecidable = (status: ApplicationStatus) =>
  status === 'draft'
    ? new HttpError(409, 'Application not submitted yet', 'Only submitted applications can be approved or rejected; this one is still a draft.')
    : new HttpError(409, `Application already ${status}`, `Only submitted applications can be approved or rejected; this one was already ${status}.`);

/** Spec §7 application calls served for the admin: the list, approve and reject (optional remarks). */
export function registerApplicationRoutes(api: FastifyInstance, db: Queryable): void {
  const applications = createApplicationRepository(db);

  registerCall(api, calls.listApplications, async ({ query }) => applications.list(query));

  const decide = (decision: ApplicationDecision, toast: string) =>
    async ({ params, body, auth }: { params: { id: number }; body: { remarks?: string } | null | undefined; auth: Parameters<typeof requireCaller>[0] }) => {
      const outcome = await applications.decide(params.id, decision, body?.remarks, requireCaller(auth).userId, new Date(api.clock()));
      if (outcome.kind === 'not-found') throw notFound('Application');
      if (outcome.kind === 'wrong-state') throw notDecidable(outcome.status);
      return withToast(outcome.application, toast);
    };
  registerCall(api, calls.approveApplication, decide('approved', 'Application approved'));
  registerCall(api, calls.rejectApplication, decide('rejected', 'Application rejected'));
}
