import type { z } from 'zod';
import type {
  BusinessOnboarding,
  businessOnboardingInputSchema,
  IndividualOnboarding,
  individualOnboardingInputSchema,
  OnboardingDecisionAction,
  onboardingListQuerySchema,
  OnboardingStatus,
  Page,
} from '../contract';
import type { Queryable } from '../db/db';
import type { JsonText } from '../http/json-text';
import { arrayText, isoTime, personById, personObj } from '../jobs/sql-json';
import { listPageOfTexts } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { containsPattern, SqlWhere } from '../lists/sql-where';

export type OnboardingKind = 'individual' | 'business';

interface KindSpec {
  table: string;
  /** Columns of the request beyond the common ones, in contract order. */
  fields: readonly string[];
  /** Columns the list search looks in (besides the submitting user's name and e-mail). */
  search: readonly string[];
  /** onboarding_decisions column that points at this kind of request. */
  decisionColumn: string;
}

const individualFields = [
  'full_name',
  'display_name',
  'date_of_birth',
  'id_type',
  'id_number',
  'phone_number',
  'email',
  'island',
  'street',
  'house_no',
  'profile_picture_document_id',
  'service_categories',
  'specific_skills',
  'pricing_type',
  'service_areas',
  'availability_days',
  'availability_times',
  'has_vehicle',
  'vehicle_type',
  'vehicle_plate_number',
  'national_id_document_id',
  'bank_name',
  'account_number',
  'account_holder_name',
] as const;

const businessFields = [
  'business_name',
  'business_registration_no',
  'business_type',
  'contact_person_name',
  'contact_person_designation',
  'phone_number',
  'email',
  'office_island',
  'office_street',
  'office_address',
  'logo_document_id',
  'service_categories',
  'services_description',
  'team_size',
  'pricing_type',
  'pricing_details',
  'service_areas',
  'availability_days',
  'availability_times',
  'has_fleet',
  'fleet_size',
  'vehicle_types',
  'vehicle_plate_numbers',
  'business_registration_cert_document_id',
  'trade_licenses',
  'insurance',
  'bank_name',
  'account_number',
  'account_holder_name',
  'preferred_payment_cycle',
] as const;

export const onboardingKinds: Record<OnboardingKind, KindSpec> = {
  individual: {
    table: 'individual_onboardings',
    fields: individualFields,
    search: ['full_name', 'display_name', 'email', 'phone_number', 'id_number', 'island'],
    decisionColumn: 'individual_onboarding_id',
  },
  business: {
    table: 'business_onboardings',
    fields: businessFields,
    search: ['business_name', 'business_registration_no', 'contact_person_name', 'email', 'phone_number', 'office_island'],
    decisionColumn: 'business_onboarding_id',
  },
};

/**
 * `json`: a request of the kind (`o`, its user `u`) as the contract's JSON text, written by
 * the database the way the jobs and tickets lists are (src/jobs/job-json.ts: `row_to_json` of a
 * select list in the schema's order, arrays joined with `string_agg`). The list passes the text
 * through: parsing each row's 24-30 fields and two arrays in the driver, mapping them and
 * serialising them again was most of the API's CPU on an onboarding page
 * (docs/api-performance-history.md, ninth step). CHECK_RESPONSES compares the text with the zod path byte
 * for byte.
 */
const columns = (spec: KindSpec): string => {
  const fields = spec.fields.map((f) => (f === 'date_of_birth' ? 'o.date_of_birth::text as date_of_birth' : `o.${f}`));
  return `(select row_to_json(r)::text from (select o.id, o.version, o.status, ${isoTime('o.created_at')} as created_at, ${isoTime('o.updated_at')} as updated_at,
    ${personObj('u')} as "user",
    ${arrayText('c.id, c.name', 'job_categories c', 'c.id = any(o.service_categories)', 'c.name, c.id')}::json as "serviceCategories",
    ${arrayText(
      // The decider by a subquery, not a join: PostgreSQL merge-joined users for every request (20-30 % of the statement).
      `d.id, d.action, d.remarks, ${isoTime('d.created_at')} as created_at, ${personById('d.decided_by', 'a')} as "decidedBy"`,
      'onboarding_decisions d',
      `d.${spec.decisionColumn} = o.id`,
      'd.created_at, d.id',
    )}::json as decisions,
    ${fields.join(', ')}) r) as json`;
};

export type DecisionOutcome<T> = { kind: 'decided'; request: T } | { kind: 'not-found' } | { kind: 'wrong-state'; status: OnboardingStatus };

type InputOf<K extends OnboardingKind> = K extends 'individual'
  ? z.output<typeof individualOnboardingInputSchema>
  : z.output<typeof businessOnboardingInputSchema>;
type RequestOf<K extends OnboardingKind> = K extends 'individual' ? IndividualOnboarding : BusinessOnboarding;

/**
 * Onboarding requests of one kind: the admin list (newest first, search, status), a
 * provider's submission (a new pending request), and the admin's decision on a pending one.
 */
export function createOnboardingRepository<K extends OnboardingKind>(db: Queryable, kind: K) {
  type T = RequestOf<K>;
  const spec = onboardingKinds[kind];
  const COLUMNS = columns(spec);
  const FROM = `${spec.table} o join users u on u.id = o.user_id`;

  const find = async (id: number): Promise<T | undefined> => {
    const [row] = await db.query<{ json: string }>(`select ${COLUMNS} from ${FROM} where o.id = $1`, [id]);
    return row && (JSON.parse(row.json) as T);
  };

  return {
    find,

    async list(query: z.output<typeof onboardingListQuerySchema>): Promise<JsonText<Page<T>>> {
      const where = new SqlWhere();
      if (query.search) {
        const p = containsPattern(query.search);
        const cols = [...spec.search.map((c) => `o.${c}`), 'u.name', 'u.email'];
        where.and(`(${cols.map((c) => `${c} ilike ?`).join(' or ')})`, ...cols.map(() => p));
      }
      // The status as a subquery: the page is planned once for every status (listPage's planOnce).
      if (query.status) where.and('o.status = (select ?::text)', query.status);
      // The count first (each request has its one user: without a search it counts the status
      // index alone), then the page walks that index and stops at its size.
      const countFrom = query.search ? undefined : `${spec.table} o`;
      return listPageOfTexts<T>(
        db,
        {
          columns: COLUMNS,
          from: FROM,
          where,
          orderBy: sortOrderBy(query.sort, { status: 'o.status collate "C"', created_at: 'o.created_at' }, 'o.id') ?? 'o.created_at desc, o.id desc',
          count: 'separate',
          countFrom,
          planOnce: !query.search,
        },
        query,
      );
    },

    /** A new pending request of `userId`, stamped `at`. */
    async create(input: InputOf<K>, userId: number, at: Date): Promise<T> {
      const values = input as Record<string, unknown>;
      const fields = spec.fields.filter((f) => values[f] !== undefined);
      const params = [userId, at.toISOString(), ...fields.map((f) => values[f])];
      const [row] = await db.query<{ id: number }>(
        `insert into ${spec.table} (user_id, created_at, updated_at, ${fields.join(', ')})
         values ($1, $2, $2, ${fields.map((_, i) => `$${i + 3}`).join(', ')}) returning id`,
        params,
      );
      return (await find(row!.id))!;
    },

    /**
     * Decides a pending request in one statement: sets its status, records the decision (who,
     * when, remarks) and, on approval, marks the provider's kind. A request that is no longer
     * pending is left alone (wrong-state), so two admins deciding at once cannot both win.
     */
    async decide(id: number, action: OnboardingDecisionAction, remarks: string | undefined, adminId: number, at: Date): Promise<DecisionOutcome<T>> {
      const status: OnboardingStatus = action === 'approve' ? 'approved' : 'rejected';
      const [row] = await db.query<{ id: number }>(
        `with decided as (
           update ${spec.table} set status = $2, updated_at = $5 where id = $1 and status = 'pending' returning id, user_id
         ), recorded as (
           insert into onboarding_decisions (${spec.decisionColumn}, action, remarks, decided_by, created_at)
           select id, $3, $4, $6, $5 from decided returning id
         ), kind as (
           update users set provider_kind = $7, updated_at = $5
           where $2 = 'approved' and type = 'SERVICE_PROVIDER' and id = (select user_id from decided) returning id
         )
         select id from decided`,
        [id, status, action, remarks || null, at.toISOString(), adminId, kind],
      );
      if (row) return { kind: 'decided', request: (await find(id))! };
      const [current] = await db.query<{ status: OnboardingStatus }>(`select status from ${spec.table} where id = $1`, [id]);
      return current ? { kind: 'wrong-state', status: current.status } : { kind: 'not-found' };
    },
  };
}
