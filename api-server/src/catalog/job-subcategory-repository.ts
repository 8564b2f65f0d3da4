import type { z } from 'zod';
import type { JobSubcategory, JobSubcategoryUpdate, jobSubcategoryInputSchema, jobSubcategoryListQuerySchema, Page } from '../contract';
import type { Queryable } from '../db/db';
import { versionColumn } from '../db/sql-version';
import { updateSet } from '../db/sql-update';
import { listPage } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { isoTime } from '../jobs/sql-json';
import { rethrowCatalogError } from './catalog-errors';

export const WORKFLOW_JSON = (w: string) => `json_build_object('id', ${w}.id, 'type', ${w}.type, 'slug', ${w}.slug, 'name', ${w}.name, 'config', ${w}.config)`;
export const CATEGORY_SUMMARY_JSON = (c: string) => `json_build_object('id', ${c}.id, 'name', ${c}.name, 'active', ${c}.active)`;

const COLUMNS = `s.id, ${versionColumn('s')}, s.name, s.active, s.job_category_id, s.workflow_id, ${isoTime('s.created_at')} as created_at,
  ${WORKFLOW_JSON('w')} as workflow, ${CATEGORY_SUMMARY_JSON('c')} as "jobCategory"`;
const FROM = 'job_subcategories s join workflows w on w.id = s.workflow_id join job_categories c on c.id = s.job_category_id';

/** Job subcategories with workflow and category: list (by category, then name), create, partial update. */
export function createJobSubcategoryRepository(db: Queryable) {
  const find = async (id: number): Promise<JobSubcategory | undefined> =>
    (await db.query<JobSubcategory>(`select ${COLUMNS} from ${FROM} where s.id = $1`, [id]))[0];

  return {
    find,

    list(query: z.output<typeof jobSubcategoryListQuerySchema>): Promise<Page<JobSubcategory>> {
      const where = new SqlWhere();
      if (query.search) {
        const p = containsPattern(query.search);
        where.and('(s.name ilike ? or c.name ilike ?)', p, p);
      }
      if (query.job_category_id !== undefined) where.and('s.job_category_id = ?', query.job_category_id);
      if (query.workflow_id !== undefined) where.and('s.workflow_id = ?', query.workflow_id);
      if (query.active !== undefined) where.and('s.active = ?', query.active);
      const orderBy =
        sortOrderBy(
          query.sort,
          { name: 'lower(s.name) collate "C"', category: 'lower(c.name) collate "C"', active: 's.active', created_at: 's.created_at' },
          's.id',
        ) ?? 'lower(c.name) collate "C", c.id, lower(s.name) collate "C", s.id';
      return listPage<JobSubcategory>(db, { columns: COLUMNS, from: FROM, where, orderBy }, query);
    },

    async create(input: z.output<typeof jobSubcategoryInputSchema>): Promise<JobSubcategory> {
      const [row] = await db
        .query<{ id: number }>('insert into job_subcategories (name, job_category_id, workflow_id, active) values ($1, $2, $3, $4) returning id', [
          input.name,
          input.job_category_id,
          input.workflow_id,
          input.active,
        ])
        .catch(rethrowCatalogError);
      return (await find(row!.id))!;
    },

    /** Undefined when there is no subcategory `id`. */
    async update(id: number, patch: JobSubcategoryUpdate): Promise<JobSubcategory | undefined> {
      const set = updateSet(patch, ['name', 'job_category_id', 'workflow_id', 'active'], 2);
      if (set) {
        const rows = await db.query(`update job_subcategories ${set.sql} where id = $1 returning id`, [id, ...set.params]).catch(rethrowCatalogError);
        if (!rows.length) return undefined;
      }
      return find(id);
    },
  };
}
