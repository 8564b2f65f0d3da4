import type { FastifyInstance } from 'fastify';
import { CLIENT_FAILURES_PER_MINUTE, calls } from '../contract';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { createClientFailureRepository } from './client-failure-repository';

const tooMany = () =>
  new HttpError(
    429,
    'Too many failure reports',
    `This session sent ${CLIENT_FAILURES_PER_MINUTE} failure reports in the last minute; later ones are dropped.`,
    undefined,
    {
      'Retry-After': '60',
    },
  );

/** The shell reports module failures; admins read the summary (docs/deploying-a-module.md). */
export function registerClientFailureRoutes(api: FastifyInstance, db: Queryable): void {
  const failures = createClientFailureRepository(db);
  registerCall(
    api,
    calls.reportClientFailure,
    async ({ body, auth }) => {
      const caller = requireCaller(auth);
      if (!(await failures.record(body, caller.userId, caller.familyId))) throw tooMany();
      return null;
    },
    { status: 201 },
  );
  registerCall(api, calls.clientFailureSummary, async () => failures.summary());
}
