import { CATEGORY_SUMMARY_JSON, WORKFLOW_JSON } from '../catalog/job-subcategory-repository';
import { businessLocationById, islandById } from '../jobs/job-queries';
import { DOCUMENT_FROM, isoTime, userSummaryJson } from '../jobs/sql-json';

// The document fields as the old statement wrote them (json_build_object), kept apart from the
// set-based DOCUMENT_FIELDS that the compared statements use.
const DOCUMENT_COLUMNS = `d.id, d.version, d.document_type_id, d.file_original_name, d.file_size, d.mime, d.relation_name, d.relation_id,
  ${isoTime('d.created_at')} as created_at, ${userSummaryJson('du')} as "user",
  case when dt.id is null then null else json_build_object('id', dt.id, 'slug', dt.slug, 'name', dt.name) end as "documentType"`;

/*
 * The jobs statement the server used before the lists passed the database's JSON text through
 * (src/jobs/job-json.ts): jsonb relations parsed by the driver into objects. Kept as the
 * independent reference the fast path is compared with (job-json.test.ts).
 */

/** A job's customer or provider: the user summary plus the phone number (spec §3). */
const partyById = (column: string) =>
  `(select json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'phone_number', u.phone_number) from users u where u.id = ${column})`;

/**
 * The job and its one-to-one relations, for the ids given (one statement). The relations are
 * scalar subqueries on primary keys rather than a dozen joins: the planner then plans a few
 * small statements instead of searching a 13-table join order (which cost more than running it).
 */
export const JOB_ROWS = `
  select j.id, j.version::float8 as version, j.title, j.job_description, j.job_type, j.status, j.job_estimated_budget, j.job_total_cost, j.job_subcategory_id,
    ${isoTime('j.created_at')} as created_at, ${isoTime('j.completed_at')} as completed_at, ${isoTime('j.date_of_delivery')} as date_of_delivery,
    ${isoTime('j.scheduled_job_date')} as scheduled_job_date, j.delivery_item_type, j.delivery_from_address, j.delivery_to_address,
    j.delivery_from_island_id, j.delivery_to_island_id, j.business_location_id,
    ${partyById('j.created_by')} as "createdBy", ${partyById('j.service_provider_id')} as "serviceProvider",
    ${businessLocationById('j.business_location_id')} as "businessLocation",
    ${islandById('j.delivery_from_island_id')} as "deliveryFromIsland", ${islandById('j.delivery_to_island_id')} as "deliveryToIsland",
    (select json_build_object('id', s.id, 'name', s.name, 'job_category_id', s.job_category_id, 'workflow', ${WORKFLOW_JSON('w')}, 'jobCategory', ${CATEGORY_SUMMARY_JSON('c')})
       from job_subcategories s join workflows w on w.id = s.workflow_id join job_categories c on c.id = s.job_category_id
       where s.id = j.job_subcategory_id) as "jobSubcategory"
  from jobs j
  where j.id = any($1::int[])`;

/**
 * The rows of `select` (aliased `x`) as a JSON array in `order`, without its `ord_at` column
 * (there only to order by); an empty array when there are none.
 */
const jsonRows = (select: string, order: string) => `(select coalesce(jsonb_agg(to_jsonb(x) - 'ord_at' order by ${order}), '[]'::jsonb) from (${select}) x)`;

/**
 * The jobs with everything of spec §3 in one statement: the job row (JOB_ROWS) and, per job,
 * its documents, package configs, actions, chats with their messages and offers, and review as
 * JSON built by the database. One round trip instead of seven: on the lists, each statement
 * woke a database backend and came back through the driver as rows of its own.
 */
export const JOBS_WITH_RELATIONS = `
  select jr.*,
    ${jsonRows(
      `select ${DOCUMENT_COLUMNS}, d.created_at as ord_at from ${DOCUMENT_FROM}
       where d.relation_name = any($2::text[]) and d.relation_id = jr.id`,
      'x.ord_at, x.id',
    )} as documents,
    ${jsonRows(
      `select p.id, p.version, p.name, p.min_weight::float8 as min_weight, p.max_weight::float8 as max_weight, p.price, p.description,
         p.delivery_slot_id, p.is_active,
         json_build_object('id', ds.id, 'version', ds.version, 'name', ds.name, 'unit_of_time', ds.unit_of_time, 'duration', ds.duration, 'is_active', ds.is_active) as "deliverySlot"
       from job_package_configs jp join package_configs p on p.id = jp.package_config_id join delivery_slots ds on ds.id = p.delivery_slot_id
       where jp.job_id = jr.id`,
      'x.id',
    )} as "packageConfigs",
    ${jsonRows(
      `select a.id, a.action, a.details, a.slug, a.payload, ${isoTime('a.created_at')} as created_at, ${userSummaryJson('u')} as "user", a.created_at as ord_at
       from job_actions a left join users u on u.id = a.user_id where a.job_id = jr.id`,
      'x.ord_at, x.id',
    )} as "jobActions",
    ${jsonRows(
      `select c.id, c.title, c.details, c.status, ${isoTime('c.created_at')} as created_at, ${isoTime('c.updated_at')} as updated_at, c.created_at as ord_at,
         ${jsonRows(
           `select m.id, m.message, ${isoTime('m.created_at')} as created_at, ${userSummaryJson('u')} as "createdBy",
              case when o.id is null then null else json_build_object('id', o.id, 'version', m.version, 'description', o.description, 'amount', o.amount, 'status', o.status,
                'customer_action_at', ${isoTime('o.customer_action_at')}) end as offer, m.created_at as ord_at
            from chat_messages m left join users u on u.id = m.created_by left join chat_message_offers o on o.chat_message_id = m.id
            where m.chat_id = c.id`,
           'x.ord_at, x.id',
         )} as "chatMessages"
       from chats c where c.job_id = jr.id`,
      'x.ord_at, x.id',
    )} as chats,
    (select to_jsonb(x) from (select r.id, r.description, r.rating, ${isoTime('r.created_at')} as created_at from reviews r where r.job_id = jr.id) x) as review
  from (${JOB_ROWS}) jr`;
