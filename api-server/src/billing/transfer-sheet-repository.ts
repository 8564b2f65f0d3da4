import type { z } from 'zod';
import type { Page, TransferSheet, TransferSheetItem, transferSheetItemListQuerySchema, transferSheetListQuerySchema } from '../contract';
import type { Queryable } from '../db/db';
import { listPage } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { isoTime } from '../applications/person-sql';
import { personObj } from '../jobs/sql-json';
import { MALDIVES_OFFSET_MS } from './billing-periods';

// A sheet with its totals (kept on its row by 087_transfer_sheet_totals) and derived status, as a
// relation the list can filter on.
const SHEETS = `(select s.id, s.batch_name, s.billing_period_start, s.billing_period_end, s.created_at, ${personObj('u')} as "createdBy",
    s.items_count, s.outstanding_count, s.total_billed_amount::float8 as total_billed_amount, s.total_paid_amount::float8 as total_paid_amount,
    case when s.unsettled_count > 0 then 'open' else 'settled' end as status
  from business_transfer_sheets s
  left join users u on u.id = s.created_by) s`;
const SHEET_COLUMNS =
  's.id, s.batch_name, s.billing_period_start, s.billing_period_end, s.created_at, s."createdBy", s.items_count, s.outstanding_count, s.total_billed_amount, s.total_paid_amount, s.status';

type SheetRow = Omit<TransferSheet, 'billing_period_start' | 'billing_period_end' | 'created_at'> & {
  billing_period_start: Date;
  billing_period_end: Date;
  created_at: Date;
};
const toSheet = (row: SheetRow): TransferSheet => ({
  ...row,
  billing_period_start: row.billing_period_start.toISOString(),
  billing_period_end: row.billing_period_end.toISOString(),
  created_at: row.created_at.toISOString(),
  total_billed_amount: Number(row.total_billed_amount),
  total_paid_amount: Number(row.total_paid_amount),
});

const ITEM_COLUMNS = `i.id, i.business_transfer_sheet_id, i.status, i.remarks, i.overdue_at, i.subscription_type_id,
  i.billed_service_provider_id, i.total_jobs_count, i.profit_percentage_bp, i.billed_amount, i.paid_amount,
  json_build_object('id', t.id, 'name', t.name, 'slug', t.slug, 'profit_percentage_bp', t.profit_percentage_bp) as type,
  json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'phone_number', u.phone_number, 'business_name', bo.business_name) as "billedServiceProvider"`;
// The jobs of a page of items, read after the page (not for every matching item).
const JOBS_OF_ITEMS = `select x.item_id, json_agg(json_build_object('id', j.id, 'title', j.title, 'status', j.status, 'completed_at', j.completed_at,
    'job_total_cost', x.job_total_cost, 'profit_amount', x.profit_amount) order by j.completed_at, j.id) as jobs
  from business_transfer_sheet_item_jobs x join jobs j on j.id = x.job_id where x.item_id = any($1::int[]) group by x.item_id`;
// The business name comes from the provider's latest approved business onboarding.
const ITEM_FROM = `business_transfer_sheet_items i
  join subscription_types t on t.id = i.subscription_type_id
  join users u on u.id = i.billed_service_provider_id
  left join lateral (select b.business_name from business_onboardings b where b.user_id = u.id and b.status = 'approved'
    order by b.updated_at desc, b.id desc limit 1) bo on true`;

type ItemRow = Omit<TransferSheetItem, 'overdue_at' | 'jobs'> & { overdue_at: Date };
type JobsRow = { item_id: number; jobs: TransferSheetItem['jobs'] };

/** `2026-03-01` as the instant that day starts (or, with `endOfDay`, ends) in Maldives time. */
const maldivesDay = (date: string, endOfDay = false): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - MALDIVES_OFFSET_MS + (endOfDay ? 86_400_000 - 1 : 0)).toISOString();

/** Transfer sheets (newest period first) and their items (by provider name). */
export function createTransferSheetRepository(db: Queryable) {
  return {
    list(query: z.output<typeof transferSheetListQuerySchema>): Promise<Page<TransferSheet>> {
      const where = new SqlWhere();
      if (query.search) where.and('s.batch_name ilike ?', containsPattern(query.search));
      if (query.status) where.and('s.status = ?', query.status);
      if (query.from) where.and('s.billing_period_start >= ?', maldivesDay(query.from));
      if (query.to) where.and('s.billing_period_end <= ?', maldivesDay(query.to, true));
      return listPage(
        db,
        {
          columns: SHEET_COLUMNS,
          from: SHEETS,
          where,
          orderBy:
            sortOrderBy(
              query.sort,
              {
                batch_name: 'lower(s.batch_name) collate "C"',
                period: 's.billing_period_start',
                status: 's.status collate "C"',
                items_count: 's.items_count',
                total_billed_amount: 's.total_billed_amount',
                total_paid_amount: 's.total_paid_amount',
                created_at: 's.created_at',
              },
              's.id',
            ) ?? 's.billing_period_start desc, s.id desc',
        },
        query,
        toSheet,
      );
    },

    async find(id: number): Promise<TransferSheet | undefined> {
      const [row] = await db.query<SheetRow>(`select ${SHEET_COLUMNS} from ${SHEETS} where s.id = $1`, [id]);
      return row && toSheet(row);
    },

    /** `now` decides which outstanding items count as overdue. */
    async items(sheetId: number, query: z.output<typeof transferSheetItemListQuerySchema>, now: Date): Promise<Page<TransferSheetItem>> {
      const where = new SqlWhere().and('i.business_transfer_sheet_id = ?', sheetId);
      if (query.search) {
        const p = containsPattern(query.search);
        where.and('(u.name ilike ? or u.email ilike ? or bo.business_name ilike ?)', p, p, p);
      }
      if (query.status) where.and('i.status = ?', query.status);
      if (query.overdue !== undefined) {
        where.and(query.overdue ? "(i.status = 'outstanding' and i.overdue_at < ?)" : "not (i.status = 'outstanding' and i.overdue_at < ?)", now.toISOString());
      }
      const page = await listPage<ItemRow>(
        db,
        {
          columns: ITEM_COLUMNS,
          from: ITEM_FROM,
          where,
          orderBy:
            sortOrderBy(
              query.sort,
              {
                provider: 'lower(u.name) collate "C"',
                jobs: 'i.total_jobs_count',
                billed: 'i.billed_amount',
                paid: 'i.paid_amount',
                status: 'i.status collate "C"',
                overdue_at: { sql: 'i.overdue_at', nullable: true },
              },
              'i.id',
            ) ?? 'lower(u.name) collate "C", i.id',
        },
        query,
      );
      const jobs = new Map((await db.query<JobsRow>(JOBS_OF_ITEMS, [page.items.map((i) => i.id)])).map((r) => [r.item_id, r.jobs]));
      const items = page.items.map((row) => ({
        ...row,
        overdue_at: row.overdue_at.toISOString(),
        jobs: (jobs.get(row.id) ?? []).map((j) => ({ ...j, completed_at: isoTime(j.completed_at) })),
      }));
      return { ...page, items };
    },
  };
}
