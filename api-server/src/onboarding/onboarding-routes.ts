import type { FastifyInstance } from 'fastify';
import { calls, messages, type OnboardingDecisionAction, type OnboardingStatus } from '../contract';
import { isForeignKeyViolation, type Queryable } from '../db/db';
import { withToast } from '../http/call-outcome';
import { fieldError, HttpError, notFound } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { createOnboardingRepository, type DecisionOutcome, type OnboardingKind } from './onboarding-repository';

const decisionToast: Record<OnboardingDecisionAction, string> = {
  approve: 'Onboarding request approved',
  reject: 'Onboarding request rejected',
};

/** The decided request, or the 404/409 the admin can act on. */
function decided<T>(outcome: DecisionOutcome<T>): T {
  if (outcome.kind === 'not-found') throw notFound('Onboarding request');
  if (outcome.kind === 'wrong-state') throw alreadyDecided(outcome.status);
  return outcome.request;
}

const alreadyDecided = (status: OnboardingStatus) =>
  new HttpError(409, 'Onboarding request already decided', `This request was already ${status}; only pending requests can be approved or rejected.`);

/** A submission naming a job category or document that does not exist: 400 on that field. */
async function checkReferences(db: Queryable, categoryIds: number[]): Promise<void> {
  if (!categoryIds.length) return;
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from job_categories where id = any($1::int[])', [categoryIds]);
  if ((row?.n ?? 0) < new Set(categoryIds).size) {
    throw fieldError(400, 'Validation failed', 'service_categories', 'A selected job category does not exist', 'not_found');
  }
}

/** Spec §5: a profile picture is a png or a jpeg, whatever else the documents store accepts. */
const pictureMimes = ['image/png', 'image/jpeg'];

/** A profile picture that is another kind of document: 400 on that field (an unknown id is the foreign key's 400). */
async function checkProfilePicture(db: Queryable, documentId: number | null | undefined): Promise<void> {
  if (documentId == null) return;
  const [row] = await db.query<{ mime: string }>('select mime from documents where id = $1', [documentId]);
  if (row && !pictureMimes.includes(row.mime)) {
    throw fieldError(400, 'Validation failed', 'profile_picture_document_id', messages.profilePicture, 'invalid_type');
  }
}

function rethrowDocumentError(error: unknown): never {
  if (isForeignKeyViolation(error)) {
    const field = /(picture|national_id|logo|cert)_fkey$/.exec(error.constraint ?? '')?.[1];
    const name = {
      picture: 'profile_picture_document_id',
      national_id: 'national_id_document_id',
      logo: 'logo_document_id',
      cert: 'business_registration_cert_document_id',
    }[field ?? ''];
    if (name) throw fieldError(400, 'Validation failed', name, 'The selected document does not exist', 'not_found');
  }
  throw error;
}

/**
 * Spec §7 onboarding calls. Admins list and decide (`approve` or `reject`, optional remarks;
 * only pending requests); providers submit one pending request per kind at a time.
 */
export function registerOnboardingRoutes(api: FastifyInstance, db: Queryable): void {
  const repos = { individual: createOnboardingRepository(db, 'individual'), business: createOnboardingRepository(db, 'business') };
  const now = () => new Date(api.clock());

  async function submit<K extends OnboardingKind>(kind: K, userId: number, categories: number[]) {
    await checkReferences(db, categories);
    const [pending] = await db.query(`select 1 from ${kind}_onboardings where user_id = $1 and status = 'pending'`, [userId]);
    if (pending) throw new HttpError(409, 'Onboarding request already pending', 'Your earlier request is still being reviewed.');
  }

  registerCall(
    api,
    calls.submitIndividualOnboarding,
    async ({ body, auth }) => {
      const userId = requireCaller(auth).userId;
      await submit('individual', userId, body.service_categories);
      await checkProfilePicture(db, body.profile_picture_document_id);
      const request = await repos.individual.create(body, userId, now()).catch(rethrowDocumentError);
      return withToast(request, 'Onboarding request submitted');
    },
    { status: 201 },
  );
  registerCall(
    api,
    calls.submitBusinessOnboarding,
    async ({ body, auth }) => {
      const userId = requireCaller(auth).userId;
      await submit('business', userId, body.service_categories);
      const request = await repos.business.create(body, userId, now()).catch(rethrowDocumentError);
      return withToast(request, 'Onboarding request submitted');
    },
    { status: 201 },
  );

  registerCall(api, calls.listIndividualOnboardings, async ({ query }) => repos.individual.list(query));
  registerCall(api, calls.listBusinessOnboardings, async ({ query }) => repos.business.list(query));

  registerCall(api, calls.decideIndividualOnboarding, async ({ body, auth }) => {
    const outcome = await repos.individual.decide(body.id, body.action, body.remarks, requireCaller(auth).userId, now());
    return withToast(decided(outcome), decisionToast[body.action]);
  });
  registerCall(api, calls.decideBusinessOnboarding, async ({ body, auth }) => {
    const outcome = await repos.business.decide(body.id, body.action, body.remarks, requireCaller(auth).userId, now());
    return withToast(decided(outcome), decisionToast[body.action]);
  });
}
