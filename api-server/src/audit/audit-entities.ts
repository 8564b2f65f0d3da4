import type { AuditEntityType } from '../contract';
import type { Queryable } from '../db/db';
import type { Snapshot } from './audit-changes';

interface EntitySource {
  table: string;
  /**
   * Fields kept in other tables that belong to the record's story, as `jsonb_build_object`
   * arguments over the row `t` (the documents filed under it, the remarks of its last decision,
   * what a decision changed on its user).
   */
  derived?: string;
  /**
   * The column naming the only user who may see the record (a saved view): another caller's
   * request reads no record here, so its If-Match gets the handler's 404, never a 412 with the record.
   */
  owner?: string;
}

const documentIds = (relation: string) =>
  `'document_ids', (select coalesce(jsonb_agg(d.id order by d.id), '[]'::jsonb) from documents d where d.relation_name = '${relation}' and d.relation_id = t.id)`;
const onboardingDecision = (column: string) =>
  `'decision_remarks', (select o.remarks from onboarding_decisions o where o.${column} = t.id order by o.id desc limit 1),` +
  ` 'user_provider_kind', (select u.provider_kind from users u where u.id = t.user_id)`;

/** Where each audited kind of record lives (`session` has no row: sign-ins record no fields). */
const sources: Record<AuditEntityType, EntitySource | null> = {
  session: null,
  // A list export (issue 35): the entity id is the list's name, there is no row.
  list: null,
  user: { table: 'users' },
  atoll: { table: 'atolls' },
  island: { table: 'islands' },
  business_location: { table: 'business_locations' },
  job_category: {
    table: 'job_categories',
    derived: `'document_type_ids', (select coalesce(jsonb_agg(c.document_type_id order by c.document_type_id), '[]'::jsonb) from job_category_document_types c where c.job_category_id = t.id)`,
  },
  job_subcategory: { table: 'job_subcategories' },
  document: { table: 'documents' },
  delivery_slot: { table: 'delivery_slots' },
  package_config: { table: 'package_configs' },
  delivery_distance_addon: { table: 'delivery_distance_addons' },
  ticket_category: { table: 'ticket_categories' },
  ticket_subcategory: { table: 'ticket_subcategories' },
  ticket: { table: 'tickets', derived: documentIds('ticket') },
  ticket_chat_message: { table: 'ticket_chat_messages', derived: documentIds('ticket_chat_message') },
  individual_onboarding: { table: 'individual_onboardings', derived: onboardingDecision('individual_onboarding_id') },
  business_onboarding: { table: 'business_onboardings', derived: onboardingDecision('business_onboarding_id') },
  job: {
    table: 'jobs',
    derived: `'document_ids', (select coalesce(jsonb_agg(d.id order by d.id), '[]'::jsonb) from documents d where d.relation_name in ('job', 'job_proof_of_work', 'job_payment') and d.relation_id = t.id)`,
  },
  review: { table: 'reviews' },
  chat: { table: 'chats' },
  // A message's offer (job chat or negotiation) is decided on the message: its status is part of the message's story.
  chat_message: {
    table: 'chat_messages',
    derived: `${documentIds('chat_message')}, 'offer_status', coalesce((select o.status from chat_message_offers o where o.chat_message_id = t.id),
      (select n.status from negotiation_job_offers n where n.chat_message_id = t.id))`,
  },
  negotiation: { table: 'negotiations' },
  negotiation_job_offer: { table: 'negotiation_job_offers' },
  job_alert: null,
  public_profile: {
    table: 'public_profiles',
    derived: `'offering_ids', (select coalesce(jsonb_agg(f.id order by f.id), '[]'::jsonb) from offerings f where f.public_profile_id = t.id)`,
  },
  service_provider_application: {
    table: 'service_provider_applications',
    derived: `'action_remarks', (select a.remarks from application_actions a where a.application_id = t.id order by a.id desc limit 1)`,
  },
  saved_view: { table: 'saved_views', owner: 'user_id' },
};

/**
 * The kinds of record that carry a version (migration 090): every record a call edits or decides.
 * A write that names one of them accepts `If-Match` (src/audit/record-versions.ts).
 */
export const VERSIONED_ENTITIES: ReadonlySet<AuditEntityType> = new Set<AuditEntityType>([
  'user',
  'atoll',
  'island',
  'business_location',
  'job_category',
  'job_subcategory',
  'document',
  'delivery_slot',
  'package_config',
  'delivery_distance_addon',
  'ticket_category',
  'ticket_subcategory',
  'ticket',
  'individual_onboarding',
  'business_onboarding',
  'service_provider_application',
  'job',
  'chat_message',
  'public_profile',
  'saved_view',
]);

/** False when the record belongs to one user (its source's `owner`) and `userId` is someone else. */
export const visibleTo = (entity: AuditEntityType, snapshot: Snapshot, userId: number | undefined): boolean => {
  const owner = sources[entity]?.owner;
  return !owner || Number(snapshot[owner]) === userId;
};

/** The table a versioned kind of record lives in. */
export const versionedTable = (entity: AuditEntityType): string => {
  const source = sources[entity];
  if (!source || !VERSIONED_ENTITIES.has(entity)) throw new Error(`${entity} has no version`);
  return source.table;
};

/**
 * The records `ids` of `entity` as snapshots by id (missing ones left out). `lock` takes their
 * row locks (`for update`), so the "before" snapshot of a write stays true until it commits.
 */
export async function readSnapshots(db: Queryable, entity: AuditEntityType, ids: readonly number[], lock: boolean): Promise<Map<number, Snapshot>> {
  const source = sources[entity];
  if (!source || !ids.length) return new Map();
  const row = source.derived ? `to_jsonb(t) || jsonb_build_object(${source.derived})` : 'to_jsonb(t)';
  const rows = await db.query<{ id: number; row: Snapshot }>(
    `select t.id, ${row} as row from ${source.table} t where t.id = any($1::int[])${lock ? ' for update of t' : ''}`,
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.row]));
}
