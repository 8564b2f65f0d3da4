import type { Job } from '../contract';
import type { Queryable } from '../db/db';
import type { IdPageSql } from '../lists/page-ids';
import { JOB_DOCUMENT_RELATIONS } from './job-queries';
import { KeptJson, type RowVersion } from '../lists/kept-json';
import { arrayText, DOCUMENT_FIELDS, DOCUMENT_FROM, grouped, isoTime, jsonTextsByIds, obj, orNull, PAGE_IDS, personObj, userSummaryObj } from './sql-json';

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

/** The jobs' JSON texts the lists keep (088_job_json_versions): about 4 KB each. */
export const keptJobs = new KeptJson('job_json_versions', 'job_id', 'job_references', 1000);

const islandFields = `i.id, i.version, i.name, i.active, i.atoll_id, ${obj('a.id, a.version, a.name, a.code, a.province')} as atoll`;

/** jsonb as text without the spaces jsonb's output puts after `,` and `:` (outside strings). */
const compactJsonb = (column: string) => `regexp_replace(${column}::text, '("(?:[^"\\\\]|\\\\.)*")|\\s+', '\\1', 'g')::json`;

/** A workflow's config as the contract declares it: its steps' slug and name, in order. */
const workflowConfig = (column: string) =>
  `('{"steps":' || ${arrayText("e.v->>'slug' as slug, e.v->>'name' as name", `jsonb_array_elements(${column}->'steps') with ordinality e(v, n)`, 'true', 'e.n')} || '}')::json`;

/**
 * The relations of the page's jobs, each read once for the whole page (set-based) rather than
 * job by job in subqueries: PostgreSQL's CPU per page of 20 jobs was 3.5-4.7 ms with one
 * subquery per job and relation, 2.7-3.1 ms so (docs/api-performance-history.md, fourth step). The
 * islands, business locations and subcategories are few: each one the page names is written once.
 */
const RELATIONS = `
  islands_json as (select i.id, ${obj(islandFields)} as json from islands i join atolls a on a.id = i.atoll_id
    where i.id = any(array(select delivery_from_island_id from page union select delivery_to_island_id from page))),
  locations_json as (select b.id, ${obj(`b.id, b.name, b.type, b.road, ${obj(islandFields)} as island`)} as json
    from business_locations b join islands i on i.id = b.island_id join atolls a on a.id = i.atoll_id
    where b.id = any(array(select business_location_id from page))),
  subcategories_json as (select s.id, ${obj(`s.id, s.name, s.job_category_id, ${obj(`w.id, w.type, w.slug, w.name, ${workflowConfig('w.config')} as config`)} as workflow,
      ${obj('c.id, c.name, c.active')} as "jobCategory"`)} as json
    from job_subcategories s join workflows w on w.id = s.workflow_id join job_categories c on c.id = s.job_category_id
    where s.id = any(array(select job_subcategory_id from page))),
  documents_json as (${grouped(
    'd.relation_id',
    DOCUMENT_FIELDS,
    DOCUMENT_FROM,
    `d.relation_name = any(array[${JOB_DOCUMENT_RELATIONS.map((r) => `'${r}'`).join(', ')}]) and d.relation_id = any(${PAGE_IDS})`,
    'd.created_at, d.id',
  )}),
  packages_json as (${grouped(
    'jp.job_id',
    `p.id, p.version, p.name, p.min_weight::float8 as min_weight, p.max_weight::float8 as max_weight, p.price, p.description, p.delivery_slot_id, p.is_active,
     ${obj('ds.id, ds.version, ds.name, ds.unit_of_time, ds.duration, ds.is_active')} as "deliverySlot"`,
    'job_package_configs jp join package_configs p on p.id = jp.package_config_id join delivery_slots ds on ds.id = p.delivery_slot_id',
    `jp.job_id = any(${PAGE_IDS})`,
    'p.id',
  )}),
  actions_json as (${grouped(
    'a.job_id',
    `a.id, a.action, a.details, a.slug, ${compactJsonb('a.payload')} as payload, ${isoTime('a.created_at')} as created_at, ${userSummaryObj('u')} as "user"`,
    'job_actions a left join users u on u.id = a.user_id',
    `a.job_id = any(${PAGE_IDS})`,
    'a.created_at, a.id',
  )}),
  messages_json as (${grouped(
    'm.chat_id',
    `m.id, m.message, ${isoTime('m.created_at')} as created_at, ${userSummaryObj('u')} as "createdBy",
     ${orNull('f', obj(`f.id, m.version, f.description, f.amount, f.status, ${isoTime('f.customer_action_at')} as customer_action_at`))} as offer`,
    'chats mc join chat_messages m on m.chat_id = mc.id left join users u on u.id = m.created_by left join chat_message_offers f on f.chat_message_id = m.id',
    `mc.job_id = any(${PAGE_IDS})`,
    'm.created_at, m.id',
  )}),
  chats_json as (${grouped(
    'c.job_id',
    `c.id, c.title, c.details, c.status, ${isoTime('c.created_at')} as created_at, ${isoTime('c.updated_at')} as updated_at,
     coalesce(cm.t, '[]')::json as "chatMessages"`,
    'chats c left join messages_json cm on cm.k = c.id',
    `c.job_id = any(${PAGE_IDS})`,
    'c.created_at, c.id',
  )}),
  reviews_json as (select r.job_id as k, ${obj(`r.id, r.description, r.rating, ${isoTime('r.created_at')} as created_at`)}::text as t
    from reviews r where r.job_id = any(${PAGE_IDS}))`;

/** The job's own columns and its one-to-one relations, in the contract's order. */
const JOB_FIELDS = `j.id, j.version, j.title, j.job_description, j.job_type, j.status, j.job_estimated_budget, j.job_total_cost, j.job_subcategory_id,
  ${isoTime('j.created_at')} as created_at, ${isoTime('j.completed_at')} as completed_at, ${isoTime('j.date_of_delivery')} as date_of_delivery,
  ${isoTime('j.scheduled_job_date')} as scheduled_job_date, j.delivery_item_type, j.delivery_from_address, j.delivery_to_address,
  j.delivery_from_island_id, j.delivery_to_island_id, j.business_location_id,
  ${personObj('cb')} as "createdBy", ${personObj('sp')} as "serviceProvider",
  bl.json as "businessLocation", fi.json as "deliveryFromIsland", ti.json as "deliveryToIsland", sc.json as "jobSubcategory"`;

/**
 * The statement of loadJobsJson and keptJobsJson: `id, json, version` of the jobs of the ids `$1`,
 * newest first, with their relations. The to-many relations are appended to the object as text
 * (not cast to json), so the database does not parse again what it has just written.
 */
export const JOBS_JSON = `
  with page as (select j.* from jobs j where j.id = any(array(select unnest($1::int[])))), ${RELATIONS}
  select j.id, left(row_to_json(jr)::text, -1) || ',"documents":' || coalesce(docs.t, '[]') || ',"packageConfigs":' || coalesce(pkgs.t, '[]')
    || ',"jobActions":' || coalesce(acts.t, '[]') || ',"chats":' || coalesce(chs.t, '[]') || ',"review":' || coalesce(rev.t, 'null') || '}' as json,
    ${keptJobs.version('j')} as version
  from page j
    left join users cb on cb.id = j.created_by left join users sp on sp.id = j.service_provider_id
    left join locations_json bl on bl.id = j.business_location_id
    left join islands_json fi on fi.id = j.delivery_from_island_id left join islands_json ti on ti.id = j.delivery_to_island_id
    left join subcategories_json sc on sc.id = j.job_subcategory_id
    left join documents_json docs on docs.k = j.id left join packages_json pkgs on pkgs.k = j.id left join actions_json acts on acts.k = j.id
    left join chats_json chs on chs.k = j.id left join reviews_json rev on rev.k = j.id
    cross join lateral (select ${JOB_FIELDS}) jr
  order by j.created_at desc, j.id desc`;

/** The contract's JSON text of each of the jobs `ids`, in the order of `ids` (missing ones left out). */
export function loadJobsJson(db: Queryable, ids: number[]): Promise<string[]> {
  return jsonTextsByIds(db, JOBS_JSON, ids);
}

/**
 * The ids and versions of a page of jobs, newest first (`idPage`, from idPageSql: a list ordered
 * newest first, as every jobs list is).
 */
export async function pageJobVersions(db: Queryable, idPage: IdPageSql | null): Promise<RowVersion[]> {
  if (!idPage) return [];
  return db.query<RowVersion>(
    `select j.id, ${keptJobs.version('j')} as version from jobs j where j.id = any(array(${idPage.sql})) order by j.created_at desc, j.id desc`,
    idPage.params,
  );
}

/** The contract's JSON text of the jobs `rows` (ids and versions), in their order: kept or written (KeptJson). */
export const keptJobsJson = (db: Queryable, rows: RowVersion[]) => keptJobs.texts(db, rows, JOBS_JSON);

/** The contract's JSON text of the jobs of a page, newest first (pageJobVersions, then keptJobsJson). */
export async function pageJobsJson(db: Queryable, idPage: IdPageSql | null): Promise<Array<{ id: number; json: string }>> {
  return keptJobsJson(db, await pageJobVersions(db, idPage));
}

/**
 * The jobs `ids` with all their related data (spec §3), in the order of `ids`: one statement
 * whatever the number of jobs, never one per job.
 */
export async function loadJobs(db: Queryable, ids: number[]): Promise<Job[]> {
  return (await loadJobsJson(db, ids)).map((json) => JSON.parse(json) as Job);
}
