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

const notSubmittable = (status: ApplicationStatus) => new HttpError(409, `Application already ${status}`, 'Only a draft can be submitted.');

/**
 * Spec §7 application calls. Admins list, approve and reject submitted applications (optional
 * remarks); providers get a draft per category, attach documents to it, submit it, and read
 * their own applications and the categories still open to them.
 */
export function registerApplicationRoutes(api: FastifyInstance, db: Queryable): void {
  const applications = createApplicationRepository(db);

  registerCall(api, calls.listApplications, async ({ query }) => applications.list(query));

  const decide =
    (decision: ApplicationDecision, toast: string) =>
    async ({ params, body, auth }: { params: { id: number }; body: { remarks?: string } | null | undefined; auth: Parameters<typeof requireCaller>[0] }) => {
      const outcome = await applications.decide(params.id, decision, body?.remarks, requireCaller(auth).userId, new Date(api.clock()));
      if (outcome.kind === 'not-found') throw notFound('Application');
      if (outcome.kind === 'wrong-state') throw notDecidable(outcome.status);
      return withToast(outcome.application, toast);
    };
  registerCall(api, calls.approveApplication, decide('approved', 'Application approved'));
  registerCall(api, calls.rejectApplication, decide('rejected', 'Application rejected'));

  registerCall(api, calls.submitApplication, async ({ params, body, auth }) => {
    const userId = requireCaller(auth).userId;
    const status = await applications.statusOf(params.id, userId);
    if (!status) throw notFound('Application');
    if (status !== 'draft') throw notSubmittable(status);
    const missing = await applications.missingDocuments(params.id);
    if (missing.length) throw new HttpError(400, 'Documents missing', `Attach these documents before submitting: ${missing.join(', ')}.`);
    const outcome = await applications.submit(params.id, userId, body?.remarks, new Date(api.clock()));
    if (outcome.kind === 'not-found') throw notFound('Application');
    if (outcome.kind === 'wrong-state') throw notSubmittable(outcome.status);
    return withToast(outcome.application, 'Application submitted');
  });
  registerCall(api, calls.myApplicationDraft, async ({ params, auth }) => {
    const draft = await applications.draftFor(requireCaller(auth).userId, params.jobTypeId, new Date(api.clock()));
    if (draft === undefined) throw notFound('Job category');
    return draft;
  });
  registerCall(api, calls.myEligibleJobCategories, async ({ auth }) => applications.eligibleCategories(requireCaller(auth).userId));
  registerCall(api, calls.myApplications, async ({ params, auth }) => applications.mine(requireCaller(auth).userId, params.status));
}
