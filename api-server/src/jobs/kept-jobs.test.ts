import { type Job, jobListQuerySchema, type Page } from '../contract';
import { idPageSql } from '../lists/page-ids';
import { SqlWhere } from '../lists/sql-where';
import { keptJsonTests } from '../testing/kept-json-tests';
import { keptJobs, loadJobsJson, pageJobsJson } from './job-json';
import { jobIdPage } from './job-page';
import { createJobRepository } from './job-repository';

// The jobs lists serve each job's JSON as kept at its version (src/lists/kept-json.ts,
// 088_job_json_versions): whatever writes a row a job's JSON shows, the next list shows it.

/** Each write changes the JSON of at least one job. */
const writes: Array<[string, string]> = [
  ['a job’s own row', `update jobs set job_description = coalesce(job_description, '') || ' more' where id = (select min(id) from jobs)`],
  ['an action added', `insert into job_actions (job_id, action, details) select id, 'post', 'again' from jobs order by id limit 2`],
  ['an action changed', `update job_actions set details = 'changed' where id = (select max(id) from job_actions)`],
  ['an action moved to another job', `update job_actions set job_id = (select max(id) from jobs) where id = (select min(id) from job_actions)`],
  ['an action deleted', `delete from job_actions where id = (select max(id) from job_actions)`],
  ['a chat changed', `update chats set title = 'Renamed chat' where id = (select min(id) from chats)`],
  ['a message added', `insert into chat_messages (chat_id, message) select id, 'Hello again' from chats order by id limit 1`],
  ['a message changed', `update chat_messages set message = 'Edited' where id = (select min(id) from chat_messages)`],
  ['an offer changed', `update chat_message_offers set description = 'Cheaper', amount = amount + 100 where id = (select min(id) from chat_message_offers)`],
  ['an offer deleted', `delete from chat_message_offers where id = (select min(id) from chat_message_offers)`],
  ['a message deleted with its chat', `delete from chats where id = (select max(id) from chats where id in (select chat_id from chat_messages))`],
  [
    'a document moved to another job',
    `update documents set relation_id = (select max(id) from jobs) where id = (select min(id) from documents where relation_name = 'job' and relation_id <> (select max(id) from jobs))`,
  ],
  ['a document renamed', `update documents set file_original_name = 'renamed.pdf' where id = (select max(id) from documents where relation_name like 'job%')`],
  [
    'a package taken off',
    `delete from job_package_configs where (job_id, package_config_id) = (select job_id, package_config_id from job_package_configs limit 1)`,
  ],
  ['a review changed', `update reviews set description = 'Changed my mind', rating = 1 where id = (select min(id) from reviews)`],
  ['a customer renamed', `update users set name = name || ' Jr' where id = (select created_by from jobs order by id limit 1)`],
  ['a provider’s phone changed', `update users set phone_number = '7000001' where id = (select max(service_provider_id) from jobs)`],
  [
    'a document type renamed',
    `update document_types set name = name || ' (old)' where id in (select document_type_id from documents where relation_name like 'job%')`,
  ],
  ['an island renamed', `update islands set name = name || 'x' where id in (select delivery_to_island_id from jobs)`],
  [
    'an atoll renamed',
    `update atolls set name = name || 'x' where id in (select atoll_id from islands where id in (select delivery_from_island_id from jobs))`,
  ],
  ['a business location moved', `update business_locations set road = 'New road' where id in (select business_location_id from jobs)`],
  ['a subcategory renamed', `update job_subcategories set name = name || ' +' where id in (select job_subcategory_id from jobs)`],
  [
    'a category closed',
    `update job_categories set active = not active where id in (select job_category_id from job_subcategories where id in (select job_subcategory_id from jobs))`,
  ],
  [
    'a workflow renamed',
    `update workflows set name = name || ' v2' where id in (select workflow_id from job_subcategories where id in (select job_subcategory_id from jobs))`,
  ],
  ['a package repriced', `update package_configs set price = price + 1 where id in (select package_config_id from job_package_configs)`],
  [
    'a delivery slot renamed',
    `update delivery_slots set name = name || ' +' where id in (select delivery_slot_id from package_configs where id in (select package_config_id from job_package_configs))`,
  ],
  ['the reviews truncated', 'truncate reviews'],
  ['a job deleted', `delete from jobs where id = (select max(id) from jobs)`],
];

keptJsonTests({
  table: 'jobs',
  kept: keptJobs,
  page: async (q, n) => (await pageJobsJson(q, idPageSql(jobIdPage(new SqlWhere()), { page: 1, size: n, unpaginated: false }, n))).map((row) => row.json),
  fresh: loadJobsJson,
  ownTrigger: 'jobs_job_json_versions_update',
  ownWrite: 'title',
  writes,
  rolledBack: [
    `update job_actions set details = 'never' where id = (select max(id) from job_actions)`,
    `update users set name = 'Never' where id = (select max(created_by) from jobs)`,
  ],
  searchPage: async (db) => (JSON.parse((await createJobRepository(db).list(jobListQuerySchema.parse({ search: 'a', size: '50' }))).text) as Page<Job>).items,
});
