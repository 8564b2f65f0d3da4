import type { Job } from '../contract';
import type { Queryable } from '../db/db';
import { JOB_DOCUMENT_RELATIONS } from './job-queries';
import { isoTime } from './sql-json';

/*
 * A job of spec §3 as the contract's JSON text, written by the database (one statement for any
 * number of jobs). The lists pass that text through to the answer: parsing 80 KB of JSON a page
 * in the driver and writing it again in the serialiser was the largest part of the API's CPU
 * on a jobs page (docs/api-performance.md).
 *
 * The text is what `JSON.stringify` writes for the contract's zod output of the same job (keys in
 * the schema's order, compact): `row_to_json` of a select list writes its columns in order without
 * spaces (json_build_object and json_agg add spaces, jsonb reorders keys), and arrays are joined
 * with `string_agg`. CHECK_RESPONSES compares every such answer with that zod path byte for byte
 * (src/http/json-text.ts), and job-json.test.ts does it on seeded jobs.
 */

/** The object of the select list `fields`, evaluated where it stands. */
const obj = (fields: string) => `(select row_to_json(o) from (select ${fields}) o)`;
/** The object of `fields` for the row `from ... where` finds, or null. */
const objFrom = (fields: string, from: string, where: string) => `(select row_to_json(o) from ${from} cross join lateral (select ${fields}) o where ${where})`;
/** The JSON array (text) of `fields` for each row `from ... where` finds, in `order`; `[]` when none. */
const arrayText = (fields: string, from: string, where: string, order: string) =>
  `coalesce((select '[' || string_agg(row_to_json(o)::text, ',' order by ${order}) || ']' from ${from} cross join lateral (select ${fields}) o where ${where}), '[]')`;
const orNull = (alias: string, json: string) => `case when ${alias}.id is null then null else ${json} end`;
const userSummary = (alias: string) => orNull(alias, obj(`${alias}.id, ${alias}.name, ${alias}.email`));

const islandFields = `i.id, i.name, i.active, i.atoll_id, ${obj('a.id, a.name, a.code, a.province')} as atoll`;
const islandById = (column: string) => objFrom(islandFields, 'islands i join atolls a on a.id = i.atoll_id', `i.id = ${column}`);
const partyById = (column: string) => objFrom('u.id, u.name, u.email, u.phone_number', 'users u', `u.id = ${column}`);

/** jsonb as text without the spaces jsonb's output puts after `,` and `:` (outside strings). */
const compactJsonb = (column: string) => `regexp_replace(${column}::text, '("(?:[^"\\\\]|\\\\.)*")|\\s+', '\\1', 'g')::json`;

/** A workflow's config as the contract declares it: its steps' slug and name, in order. */
const workflowConfig = (column: string) =>
  `('{"steps":' || ${arrayText("e.v->>'slug' as slug, e.v->>'name' as name", `jsonb_array_elements(${column}->'steps') with ordinality e(v, n)`, 'true', 'e.n')} || '}')::json`;

const subcategory = objFrom(
  `s.id, s.name, s.job_category_id, ${obj(`w.id, w.type, w.slug, w.name, ${workflowConfig('w.config')} as config`)} as workflow,
   ${obj('c.id, c.name, c.active')} as "jobCategory"`,
  'job_subcategories s join workflows w on w.id = s.workflow_id join job_categories c on c.id = s.job_category_id',
  's.id = j.job_subcategory_id',
);

/** The job's own columns and its one-to-one relations, in the contract's order. */
const JOB_FIELDS = `j.id, j.title, j.job_description, j.job_type, j.status, j.job_estimated_budget, j.job_total_cost, j.job_subcategory_id,
  ${isoTime('j.created_at')} as created_at, ${isoTime('j.completed_at')} as completed_at, ${isoTime('j.date_of_delivery')} as date_of_delivery,
  ${isoTime('j.scheduled_job_date')} as scheduled_job_date, j.delivery_item_type, j.delivery_from_address, j.delivery_to_address,
  j.delivery_from_island_id, j.delivery_to_island_id, j.business_location_id,
  ${partyById('j.created_by')} as "createdBy", ${partyById('j.service_provider_id')} as "serviceProvider",
  ${objFrom(`b.id, b.name, b.type, b.road, ${obj(islandFields)} as island`, 'business_locations b join islands i on i.id = b.island_id join atolls a on a.id = i.atoll_id', 'b.id = j.business_location_id')} as "businessLocation",
  ${islandById('j.delivery_from_island_id')} as "deliveryFromIsland", ${islandById('j.delivery_to_island_id')} as "deliveryToIsland",
  ${subcategory} as "jobSubcategory"`;

const documents = arrayText(
  `d.id, d.document_type_id, d.file_original_name, d.file_size, d.mime, d.relation_name, d.relation_id, ${isoTime('d.created_at')} as created_at,
   ${userSummary('du')} as "user", ${orNull('dt', obj('dt.id, dt.slug, dt.name'))} as "documentType"`,
  'documents d left join users du on du.id = d.user_id left join document_types dt on dt.id = d.document_type_id',
  'd.relation_name = any($2::text[]) and d.relation_id = j.id',
  'd.created_at, d.id',
);
const packageConfigs = arrayText(
  `p.id, p.name, p.min_weight::float8 as min_weight, p.max_weight::float8 as max_weight, p.price, p.description, p.delivery_slot_id, p.is_active,
   ${obj('ds.id, ds.name, ds.unit_of_time, ds.duration, ds.is_active')} as "deliverySlot"`,
  'job_package_configs jp join package_configs p on p.id = jp.package_config_id join delivery_slots ds on ds.id = p.delivery_slot_id',
  'jp.job_id = j.id',
  'p.id',
);
const jobActions = arrayText(
  `a.id, a.action, a.details, a.slug, ${compactJsonb('a.payload')} as payload, ${isoTime('a.created_at')} as created_at, ${userSummary('u')} as "user"`,
  'job_actions a left join users u on u.id = a.user_id',
  'a.job_id = j.id',
  'a.created_at, a.id',
);
const chatMessages = arrayText(
  `m.id, m.message, ${isoTime('m.created_at')} as created_at, ${userSummary('u')} as "createdBy",
   ${orNull('f', obj(`f.id, f.description, f.amount, f.status, ${isoTime('f.customer_action_at')} as customer_action_at`))} as offer`,
  'chat_messages m left join users u on u.id = m.created_by left join chat_message_offers f on f.chat_message_id = m.id',
  'm.chat_id = c.id',
  'm.created_at, m.id',
);
const chats = arrayText(
  `c.id, c.title, c.details, c.status, ${isoTime('c.created_at')} as created_at, ${isoTime('c.updated_at')} as updated_at, (${chatMessages})::json as "chatMessages"`,
  'chats c',
  'c.job_id = j.id',
  'c.created_at, c.id',
);
const review = objFrom(`r.id, r.description, r.rating, ${isoTime('r.created_at')} as created_at`, 'reviews r', 'r.job_id = j.id');

/**
 * `id, json` of the jobs `$1` (ids), `$2` the document relations of a job. The to-many relations
 * are appended to the object as text (not cast to json), so the database does not parse again
 * what it has just written.
 */
export const JOBS_JSON = `
  select j.id, left(row_to_json(jr)::text, -1) || ',"documents":' || ${documents} || ',"packageConfigs":' || ${packageConfigs}
    || ',"jobActions":' || ${jobActions} || ',"chats":' || ${chats} || ',"review":' || coalesce(${review}::text, 'null') || '}' as json
  from jobs j cross join lateral (select ${JOB_FIELDS}) jr
  where j.id = any($1::int[])`;

/** The contract's JSON text of each of the jobs `ids`, in the order of `ids` (missing ones left out). */
export async function loadJobsJson(db: Queryable, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ id: number; json: string }>(JOBS_JSON, [ids, JOB_DOCUMENT_RELATIONS]);
  const byId = new Map(rows.map((row) => [row.id, row.json]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The jobs `ids` with all their related data (spec §3), in the order of `ids`: one statement
 * whatever the number of jobs, never one per job.
 */
export async function loadJobs(db: Queryable, ids: number[]): Promise<Job[]> {
  return (await loadJobsJson(db, ids)).map((json) => JSON.parse(json) as Job);
}
