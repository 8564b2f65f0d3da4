import type { Job } from '../contract';
import type { Queryable } from '../db/db';
import { CATEGORY_SUMMARY_JSON, WORKFLOW_JSON } from '../catalog/job-subcategory-repository';
import { isoTime, userSummaryJson } from './sql-json';

const islandJson = (i: string, a: string) =>
  `case when ${i}.id is null then null else json_build_object('id', ${i}.id, 'name', ${i}.name, 'active', ${i}.active, 'atoll_id', ${i}.atoll_id,
     'atoll', json_build_object('id', ${a}.id, 'name', ${a}.name, 'code', ${a}.code, 'province', ${a}.province)) end`;

const islandById = (column: string) =>
  `(select ${islandJson('i', 'a')} from islands i join atolls a on a.id = i.atoll_id where i.id = ${column})`;
/** A job's customer or provider: the user summary plus the phone number (spec §3). */
const partyById = (column: string) =>
  `(select json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'phone_number', u.phone_number) from users u where u.id = ${column})`;

/**
 * The job and its one-to-one relations, for the ids given (one statement). The relations are
 * scalar subqueries on primary keys rather than a dozen joins: the planner then plans a few
 * small statements instead of searching a 13-table join order (which cost more than running it).
 */
export const JOB_ROWS = `
  select j.id, j.title, j.job_description, j.job_type, j.status, j.job_estimated_budget, j.job_total_cost, j.job_subcategory_id,
    ${isoTime('j.created_at')} as created_at, ${isoTime('j.completed_at')} as completed_at, ${isoTime('j.date_of_delivery')} as date_of_delivery,
    ${isoTime('j.scheduled_job_date')} as scheduled_job_date, j.delivery_item_type, j.delivery_from_address, j.delivery_to_address,
    j.delivery_from_island_id, j.delivery_to_island_id, j.business_location_id,
    ${partyById('j.created_by')} as "createdBy", ${partyById('j.service_provider_id')} as "serviceProvider",
    (select json_build_object('id', b.id, 'name', b.name, 'type', b.type, 'road', b.road, 'island', ${islandJson('i', 'a')})
       from business_locations b join islands i on i.id = b.island_id join atolls a on a.id = i.atoll_id
       where b.id = j.business_location_id) as "businessLocation",
    ${islandById('j.delivery_from_island_id')} as "deliveryFromIsland", ${islandById('j.delivery_to_island_id')} as "deliveryToIsland",
    (select json_build_object('id', s.id, 'name', s.name, 'job_category_id', s.job_category_id, 'workflow', ${WORKFLOW_JSON('w')}, 'jobCategory', ${CATEGORY_SUMMARY_JSON('c')})
       from job_subcategories s join workflows w on w.id = s.workflow_id join job_categories c on c.id = s.job_category_id
       where s.id = j.job_subcategory_id) as "jobSubcategory"
  from jobs j
  where j.id = any($1::int[])`;

/** Relations a job's documents are filed under. */
export const JOB_DOCUMENT_RELATIONS = ['job', 'job_proof_of_work', 'job_payment'];

export const DOCUMENT_COLUMNS = `d.id, d.document_type_id, d.file_original_name, d.file_size, d.mime, d.relation_name, d.relation_id,
  ${isoTime('d.created_at')} as created_at, ${userSummaryJson('du')} as "user",
  case when dt.id is null then null else json_build_object('id', dt.id, 'slug', dt.slug, 'name', dt.name) end as "documentType"`;
export const DOCUMENT_FROM = 'documents d left join users du on du.id = d.user_id left join document_types dt on dt.id = d.document_type_id';

export const DOCUMENTS = `select ${DOCUMENT_COLUMNS}, d.relation_id as job_id from ${DOCUMENT_FROM}
  where d.relation_name = any($2::text[]) and d.relation_id = any($1::int[]) order by d.created_at, d.id`;

export const PACKAGE_CONFIGS = `
  select jp.job_id, p.id, p.name, p.min_weight::float8 as min_weight, p.max_weight::float8 as max_weight, p.price, p.description,
    p.delivery_slot_id, p.is_active,
    json_build_object('id', ds.id, 'name', ds.name, 'unit_of_time', ds.unit_of_time, 'duration', ds.duration, 'is_active', ds.is_active) as "deliverySlot"
  from job_package_configs jp join package_configs p on p.id = jp.package_config_id join delivery_slots ds on ds.id = p.delivery_slot_id
  where jp.job_id = any($1::int[]) order by p.id`;

export const ACTIONS = `
  select a.job_id, a.id, a.action, a.details, a.slug, a.payload, ${isoTime('a.created_at')} as created_at, ${userSummaryJson('u')} as "user"
  from job_actions a left join users u on u.id = a.user_id
  where a.job_id = any($1::int[]) order by a.created_at, a.id`;

export const CHATS = `
  select c.job_id, c.id, c.title, c.details, c.status, ${isoTime('c.created_at')} as created_at, ${isoTime('c.updated_at')} as updated_at
  from chats c where c.job_id = any($1::int[]) order by c.created_at, c.id`;

/** The messages of the jobs' chats, oldest first, each with its offer (spec §3 chat messages). */
export const CHAT_MESSAGES = `
  select m.chat_id, m.id, m.message, ${isoTime('m.created_at')} as created_at, ${userSummaryJson('u')} as "createdBy",
    case when o.id is null then null else json_build_object('id', o.id, 'description', o.description, 'amount', o.amount, 'status', o.status,
      'customer_action_at', ${isoTime('o.customer_action_at')}) end as offer
  from chats c join chat_messages m on m.chat_id = c.id left join users u on u.id = m.created_by
    left join chat_message_offers o on o.chat_message_id = m.id
  where c.job_id = any($1::int[]) order by m.created_at, m.id`;

export const REVIEWS = `
  select r.job_id, r.id, r.description, r.rating, ${isoTime('r.created_at')} as created_at from reviews r where r.job_id = any($1::int[])`;

type WithJob<T> = T & { job_id: number };

const groupBy = <T extends { job_id: number }>(rows: T[]) => {
  const map = new Map<number, Array<Omit<T, 'job_id'>>>();
  for (const { job_id, ...rest } of rows) {
    const list = map.get(job_id) ?? [];
    list.push(rest);
    map.set(job_id, list);
  }
  return map;
};

/**
 * The jobs `ids` with all their related data (spec §3), in the order of `ids`: eight statements
 * whatever the number of jobs (each relation is fetched for all of them at once with `= any`),
 * never one per job.
 */
export async function loadJobs(db: Queryable, ids: number[]): Promise<Job[]> {
  if (!ids.length) return [];
  const [jobs, documents, packages, actions, chats, messages, reviews] = await Promise.all([
    db.query<Omit<Job, 'documents' | 'packageConfigs' | 'jobActions' | 'chats' | 'review'>>(JOB_ROWS, [ids]),
    db.query<WithJob<Job['documents'][number]>>(DOCUMENTS, [ids, JOB_DOCUMENT_RELATIONS]),
    db.query<WithJob<Job['packageConfigs'][number]>>(PACKAGE_CONFIGS, [ids]),
    db.query<WithJob<Job['jobActions'][number]>>(ACTIONS, [ids]),
    db.query<WithJob<Omit<Job['chats'][number], 'chatMessages'>>>(CHATS, [ids]),
    db.query<Job['chats'][number]['chatMessages'][number] & { chat_id: number }>(CHAT_MESSAGES, [ids]),
    db.query<WithJob<NonNullable<Job['review']>>>(REVIEWS, [ids]),
  ]);
  const [docsBy, packagesBy, actionsBy, chatsBy] = [groupBy(documents), groupBy(packages), groupBy(actions), groupBy(chats)];
  const messagesBy = new Map<number, Array<Job['chats'][number]['chatMessages'][number]>>();
  for (const { chat_id, ...message } of messages) {
    const list = messagesBy.get(chat_id) ?? [];
    list.push(message);
    messagesBy.set(chat_id, list);
  }
  const reviewBy = new Map(reviews.map(({ job_id, ...review }) => [job_id, review]));
  const byId = new Map(jobs.map((job) => [job.id, job]));
  return ids.flatMap((id) => {
    const job = byId.get(id);
    if (!job) return [];
    return [
      {
        ...job,
        documents: (docsBy.get(id) ?? []) as Job['documents'],
        packageConfigs: (packagesBy.get(id) ?? []) as Job['packageConfigs'],
        jobActions: (actionsBy.get(id) ?? []) as Job['jobActions'],
        chats: (chatsBy.get(id) ?? []).map((chat) => ({ ...chat, chatMessages: messagesBy.get(chat.id) ?? [] })) as Job['chats'],
        review: reviewBy.get(id) ?? null,
      },
    ];
  });
}
