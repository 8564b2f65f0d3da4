import type { z } from 'zod';
import type { RequestAuth } from '../auth/authenticator';
import type { JobType, NegotiationJobOffer, negotiationOfferInputSchema, offerDecisionSchema } from '../contract';
import type { Queryable } from '../db/db';
import { createJobSubcategoryRepository } from '../catalog/job-subcategory-repository';
import { createPackageConfigRepository } from '../delivery/package-config-repository';
import { fieldError, HttpError, notFound } from '../http/http-error';
import { requireApproved } from '../jobs/job-access';
import { checkJobInput, insertJob } from '../jobs/job-input';
import { recordCreation, recordJobAction } from '../jobs/job-transition';
import { businessLocationById, islandById } from '../jobs/job-queries';
import { isoTime } from '../jobs/sql-json';
import { chatClosed, insertMessage } from './chat-queries';

export const negotiationMessages = {
  wrongParty: 'The other party accepts or rejects an offer; the party who made it cancels it',
  incomplete: 'Choose a subcategory and a job type before accepting: the offer becomes a job',
} as const;

/** A negotiation the caller is a party of (404 otherwise), locked. */
export async function partyNegotiation(db: Queryable, id: number, caller: RequestAuth) {
  const [row] = await db.query<{ id: number; chat_id: number; status: string; customer_id: number; service_provider_id: number }>(
    'select id, chat_id, status, customer_id, service_provider_id from negotiations where id = $1 and $2 in (customer_id, service_provider_id) for update',
    [id, caller.userId],
  );
  if (!row) throw notFound('Negotiation');
  return row;
}

type OfferRow = Omit<NegotiationJobOffer, 'jobSubcategory' | 'packageConfig'> & {
  job_subcategory_id: number | null;
  package_config_id: number | null;
  job_type: string | null;
  created_by: number | null;
};

/** Negotiation job offer `id` as the contract's negotiationJobOfferSchema. */
export async function loadNegotiationOffer(db: Queryable, id: number): Promise<NegotiationJobOffer> {
  const [row] = await db.query<OfferRow>(
    `select o.id, o.title, o.details, o.status, o.chat_message_id, o.job_estimated_budget, ${isoTime('o.customer_action_at')} as customer_action_at,
       o.delivery_from_address, o.delivery_to_address, o.delivery_from_island_id, o.delivery_to_island_id, o.delivery_item_type,
       o.job_subcategory_id, o.package_config_id, ${islandById('o.delivery_from_island_id')} as "deliveryFromIsland",
       ${islandById('o.delivery_to_island_id')} as "deliveryToIsland", ${businessLocationById('o.business_location_id')} as "businessLocation"
     from negotiation_job_offers o where o.id = $1`,
    [id],
  );
  const offer = row!;
  return {
    ...offer,
    jobSubcategory: offer.job_subcategory_id === null ? null : ((await createJobSubcategoryRepository(db).find(offer.job_subcategory_id)) ?? null),
    packageConfig: offer.package_config_id === null ? null : ((await createPackageConfigRepository(db).find(offer.package_config_id)) ?? null),
  };
}

/** Either party proposes a job in an open negotiation: a chat message carrying the offer. */
export async function createNegotiationOffer(
  db: Queryable,
  body: z.output<typeof negotiationOfferInputSchema>,
  caller: RequestAuth,
): Promise<NegotiationJobOffer> {
  const negotiation = await partyNegotiation(db, body.negotiation_id, caller);
  if (negotiation.status !== 'open') throw chatClosed();
  if (body.job_subcategory_id) {
    // The references are checked as a job's would be (400 on the field), so an accepted offer becomes a valid job.
    const [sub] = await db.query<{ type: JobType }>('select w.type from job_subcategories s join workflows w on w.id = s.workflow_id where s.id = $1', [
      body.job_subcategory_id,
    ]);
    await checkJobInput(db, {
      title: body.title,
      job_description: body.details,
      job_subcategory_id: body.job_subcategory_id,
      job_type: body.job_type ?? sub?.type ?? 'regular',
      job_estimated_budget: body.job_estimated_budget,
      business_location_id: body.business_location_id ?? undefined,
      delivery_from_island_id: body.delivery_from_island_id ?? undefined,
      delivery_to_island_id: body.delivery_to_island_id ?? undefined,
      package_config_id: body.package_config_id ?? undefined,
    });
  }
  const messageId = await insertMessage(db, negotiation.chat_id, caller.userId, body.title);
  const [row] = await db.query<{ id: number }>(
    `insert into negotiation_job_offers (negotiation_id, chat_message_id, title, details, job_estimated_budget, job_subcategory_id, package_config_id,
       business_location_id, delivery_from_island_id, delivery_to_island_id, delivery_from_address, delivery_to_address, delivery_item_type)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [
      negotiation.id,
      messageId,
      body.title,
      body.details,
      body.job_estimated_budget,
      body.job_subcategory_id ?? null,
      body.package_config_id ?? null,
      body.business_location_id ?? null,
      body.delivery_from_island_id ?? null,
      body.delivery_to_island_id ?? null,
      body.delivery_from_address ?? null,
      body.delivery_to_address ?? null,
      body.delivery_item_type ?? null,
    ],
  );
  return loadNegotiationOffer(db, row!.id);
}

/**
 * Spec §4 negotiation offer decisions: the party who did not write the offer accepts or rejects
 * it, its author cancels it. An accepted offer becomes the customer's job, taken by the provider
 * at the offered budget (post, then vendor_accept: vendor-accepted), in a category the provider
 * is approved for (403 otherwise).
 */
export async function decideNegotiationOffer(
  db: Queryable,
  messageId: number,
  negotiationId: number,
  decision: z.output<typeof offerDecisionSchema>,
  caller: RequestAuth,
): Promise<NegotiationJobOffer> {
  const negotiation = await partyNegotiation(db, negotiationId, caller);
  const [offer] = await db.query<{ id: number; status: string; created_by: number | null; job_subcategory_id: number | null }>(
    `select o.id, o.status, m.created_by, o.job_subcategory_id from negotiation_job_offers o join chat_messages m on m.id = o.chat_message_id
     where o.chat_message_id = $1 and o.negotiation_id = $2 for update of o`,
    [messageId, negotiation.id],
  );
  if (!offer) throw notFound('Offer');
  const isAuthor = offer.created_by === caller.userId;
  if (isAuthor !== (decision === 'cancelled')) throw fieldError(400, 'Validation failed', 'status', negotiationMessages.wrongParty, 'invalid');
  if (offer.status !== 'pending') throw new HttpError(409, 'This offer was already decided', `The offer is ${offer.status}; only a pending offer can change.`);
  await db.query('update negotiation_job_offers set status = $2, customer_action_at = now() where id = $1', [offer.id, decision]);
  if (decision === 'accepted') await jobFromOffer(db, offer.id, negotiation);
  return loadNegotiationOffer(db, offer.id);
}

async function jobFromOffer(db: Queryable, offerId: number, negotiation: { customer_id: number; service_provider_id: number }): Promise<void> {
  const offer = await loadNegotiationOffer(db, offerId);
  if (!offer.jobSubcategory) throw new HttpError(409, 'The offer is not a complete job', negotiationMessages.incomplete);
  const { columns, categoryId, packageConfigId } = await checkJobInput(db, {
    title: offer.title,
    job_description: offer.details,
    job_subcategory_id: offer.jobSubcategory.id,
    job_type: offer.jobSubcategory.workflow.type,
    job_estimated_budget: offer.job_estimated_budget ?? undefined,
    business_location_id: offer.businessLocation?.id,
    delivery_from_island_id: offer.delivery_from_island_id ?? undefined,
    delivery_to_island_id: offer.delivery_to_island_id ?? undefined,
    delivery_from_address: offer.delivery_from_address ?? undefined,
    delivery_to_address: offer.delivery_to_address ?? undefined,
    delivery_item_type: offer.delivery_item_type ?? undefined,
    package_config_id: offer.packageConfig?.id,
  });
  await requireApproved(db, negotiation.service_provider_id, categoryId);
  const id = await insertJob(db, columns, 'posted', negotiation.customer_id, packageConfigId);
  await recordCreation(db, { id, status: 'posted' }, 'post', negotiation.customer_id, { details: 'Agreed in a negotiation' });
  await recordJobAction(db, { id, status: 'posted' }, 'vendor_accept', negotiation.service_provider_id, { payload: { negotiation_job_offer_id: offerId } });
  await db.query('update jobs set service_provider_id = $2, job_total_cost = job_estimated_budget where id = $1', [id, negotiation.service_provider_id]);
  await db.query('update negotiation_job_offers set job_id = $2 where id = $1', [offerId, id]);
}
