import type { z } from 'zod';
import type { applicationListQuerySchema, ApplicationStatus, Page, ServiceProviderApplication } from '../contract';
import type { Queryable } from '../db/db';
import type { JsonText } from '../http/json-text';
import { listPageOfTexts } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { arrayText, isoTime, obj, personById, personObj } from '../jobs/sql-json';

/** `documents.relation_name` of the files attached to an application. */
export const APPLICATION_DOCUMENT_RELATION = 'service_provider_application';

/**
 * `json`: an application (`s`, its user `u`, its category `c`) as the contract's JSON text,
 * written by the database as the onboarding requests are (`row_to_json` of a select list in the
 * schema's order, the arrays joined with `string_agg`, people by subquery); the list passes the
 * texts through and CHECK_RESPONSES compares them with the zod path byte for byte
 * (docs/api-performance-history.md, ninth step).
 */
const COLUMNS = `(select row_to_json(r)::text from (select s.id, s.version, s.status, ${isoTime('s.created_at')} as created_at, ${personObj('u')} as "user",
    ${obj('c.id, c.name')} as "jobCategory",
    ${arrayText(
      `d.id, d.file_original_name, d.file_size, (select ${obj('dt.id, dt.slug, dt.name')} from document_types dt where dt.id = d.document_type_id) as "documentType"`,
      'documents d',
      `d.relation_name = '${APPLICATION_DOCUMENT_RELATION}' and d.relation_id = s.id`,
      'd.id',
    )}::json as documents,
    ${arrayText(
      `a.id, a.action_type, a.remarks, ${isoTime('a.created_at')} as created_at, ${personById('a.action_by', 'b')} as "actionBy"`,
      'application_actions a',
      'a.application_id = s.id',
      'a.created_at, a.id',
    )}::json as actions) r) as json`;
const FROM = 'service_provider_applications s join users u on u.id = s.user_id join job_categories c on c.id = s.job_category_id';

const parsed = (row: { json: string }) => JSON.parse(row.json) as ServiceProviderApplication;

export type ApplicationDecision = 'approved' | 'rejected';
export type ApplicationDecisionOutcome =
  | { kind: 'decided'; application: ServiceProviderApplication }
  | { kind: 'not-found' }
  | { kind: 'wrong-state'; status: ApplicationStatus };

/** Service provider applications: the admin list, one application, and the admin's decision. */
export function createApplicationRepository(db: Queryable) {
  const find = async (id: number): Promise<ServiceProviderApplication | undefined> => {
    const [row] = await db.query<{ json: string }>(`select ${COLUMNS} from ${FROM} where s.id = $1`, [id]);
    return row && parsed(row);
  };

  /** The status of `userId`'s own application `id` (undefined when it is not theirs or missing). */
  const statusOf = async (id: number, userId: number): Promise<ApplicationStatus | undefined> => {
    const [row] = await db.query<{ status: ApplicationStatus }>('select status from service_provider_applications where id = $1 and user_id = $2', [
      id,
      userId,
    ]);
    return row?.status;
  };

  return {
    find,

    /** Newest first; search over the provider's name and e-mail and the category's name. */
    async list(query: z.output<typeof applicationListQuerySchema>): Promise<JsonText<Page<ServiceProviderApplication>>> {
      const where = new SqlWhere();
      if (query.search) {
        const p = containsPattern(query.search);
        where.and('(u.name ilike ? or u.email ilike ? or c.name ilike ?)', p, p, p);
      }
      // The status as a subquery: the page is planned once for every status (listPage's planOnce).
      if (query.status) where.and('s.status = (select ?::text)', query.status);
      // The count first (each application has one user and one category: without a search it
      // counts the status index alone), then the page walks that index and stops at its size.
      const countFrom = query.search ? undefined : 'service_provider_applications s';
      return listPageOfTexts<ServiceProviderApplication>(
        db,
        {
          columns: COLUMNS,
          from: FROM,
          where,
          orderBy: sortOrderBy(query.sort, { status: 's.status collate "C"', created_at: 's.created_at' }, 's.id') ?? 's.created_at desc, s.id desc',
          count: 'separate',
          countFrom,
          planOnce: !query.search,
        },
        query,
      );
    },

    statusOf,

    /** The caller's applications in one status, newest first. */
    async mine(userId: number, status: ApplicationStatus): Promise<ServiceProviderApplication[]> {
      const rows = await db.query<{ json: string }>(
        `select ${COLUMNS} from ${FROM} where s.user_id = $1 and s.status = $2 order by s.created_at desc, s.id desc`,
        [userId, status],
      );
      return rows.map(parsed);
    },

    /**
     * The caller's draft for an active category, created on first use (documents are attached
     * to it before it is submitted). Null when an application for the category is already
     * submitted or approved; undefined when the category does not exist or is inactive.
     */
    async draftFor(userId: number, categoryId: number, at: Date): Promise<ServiceProviderApplication | null | undefined> {
      const [category] = await db.query('select 1 from job_categories where id = $1 and active', [categoryId]);
      if (!category) return undefined;
      await db.query(
        `insert into service_provider_applications (user_id, job_category_id, status, created_at, updated_at) values ($1, $2, 'draft', $3, $3)
         on conflict (user_id, job_category_id) where status <> 'rejected' do nothing`,
        [userId, categoryId, at.toISOString()],
      );
      const [live] = await db.query<{ id: number; status: ApplicationStatus }>(
        "select id, status from service_provider_applications where user_id = $1 and job_category_id = $2 and status <> 'rejected'",
        [userId, categoryId],
      );
      return live?.status === 'draft' ? (await find(live.id))! : null;
    },

    /** Active categories without a submitted or approved application of the caller, by name. */
    eligibleCategories(userId: number): Promise<Array<{ id: number; name: string }>> {
      return db.query(
        `select c.id, c.name from job_categories c where c.active and not exists (
           select 1 from service_provider_applications s where s.user_id = $1 and s.job_category_id = c.id and s.status in ('submitted', 'approved'))
         order by lower(c.name) collate "C", c.id`,
        [userId],
      );
    },

    /** Names of the category's required document types not yet attached to application `id`. */
    async missingDocuments(id: number): Promise<string[]> {
      const rows = await db.query<{ name: string }>(
        `select t.name from service_provider_applications s
         join job_category_document_types x on x.job_category_id = s.job_category_id
         join document_types t on t.id = x.document_type_id
         where s.id = $1 and not exists (select 1 from documents d where d.relation_name = '${APPLICATION_DOCUMENT_RELATION}' and d.relation_id = s.id and d.document_type_id = t.id)
         order by t.name`,
        [id],
      );
      return rows.map((r) => r.name);
    },

    /** Submits the caller's own draft and records the `submitted` action; otherwise like decide(). */
    async submit(id: number, userId: number, remarks: string | undefined, at: Date): Promise<ApplicationDecisionOutcome> {
      const [row] = await db.query<{ id: number }>(
        `with submitted as (
           update service_provider_applications set status = 'submitted', updated_at = $3 where id = $1 and user_id = $2 and status = 'draft' returning id
         ), recorded as (
           insert into application_actions (application_id, action_type, remarks, action_by, created_at)
           select id, 'submitted', $4, $2, $3 from submitted returning id
         )
         select id from submitted`,
        [id, userId, at.toISOString(), remarks || null],
      );
      if (row) return { kind: 'decided', application: (await find(id))! };
      const status = await statusOf(id, userId);
      return status ? { kind: 'wrong-state', status } : { kind: 'not-found' };
    },

    /**
     * Approves or rejects a submitted application and records the action (who, when, remarks)
     * in one statement; any other state is left alone and reported as wrong-state.
     */
    async decide(id: number, decision: ApplicationDecision, remarks: string | undefined, adminId: number, at: Date): Promise<ApplicationDecisionOutcome> {
      const [row] = await db.query<{ id: number }>(
        `with decided as (
           update service_provider_applications set status = $2, updated_at = $4 where id = $1 and status = 'submitted' returning id
         ), recorded as (
           insert into application_actions (application_id, action_type, remarks, action_by, created_at)
           select id, $2, $3, $5, $4 from decided returning id
         )
         select id from decided`,
        [id, decision, remarks || null, at.toISOString(), adminId],
      );
      if (row) return { kind: 'decided', application: (await find(id))! };
      const [current] = await db.query<{ status: ApplicationStatus }>('select status from service_provider_applications where id = $1', [id]);
      return current ? { kind: 'wrong-state', status: current.status } : { kind: 'not-found' };
    },
  };
}
