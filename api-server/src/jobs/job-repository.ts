import type { z } from 'zod';
import { type Job, jobMessages, type jobListQuerySchema, type Page } from '../contract';
import { fieldError } from '../http/http-error';
import type { Queryable } from '../db/db';
import { paginate } from '../lists/pagination';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { loadJobs } from './job-queries';

/** `unpaginated=true` answers at most this many jobs (each with all its related data). */
export const MAX_UNPAGINATED_JOBS = 500;

/**
 * The all-jobs list. Without a text search the page of ids comes from an index scan (status,
 * created_at) and the count is a separate statement, instead of a window count over every
 * match; related data is then loaded for that page only (loadJobs).
 */
export function createJobRepository(db: Queryable) {
  return {
    async find(id: number): Promise<Job | undefined> {
      return (await loadJobs(db, [id]))[0];
    },

    async list(query: z.output<typeof jobListQuerySchema>): Promise<Page<Job>> {
      const where = new SqlWhere();
      if (query.search) {
        const p = containsPattern(query.search);
        const id = /^#?\d{1,9}$/.test(query.search) ? Number(query.search.replace('#', '')) : null;
        if (id !== null) where.and('(j.id = ? or j.title ilike ? or j.job_description ilike ?)', id, p, p);
        else where.and('(j.title ilike ? or j.job_description ilike ?)', p, p);
      }
      if (query.status?.length) where.and('j.status = any(?::text[])', query.status);
      if (query.jobIdList?.length) where.and('j.id = any(?::int[])', query.jobIdList);
      if (query.job_type) where.and('j.job_type = ?', query.job_type);

      const params = [...where.params];
      let window = '';
      if (!query.unpaginated) {
        params.push(query.size, (query.page - 1) * query.size);
        window = ` limit $${params.length - 1} offset $${params.length}`;
      }
      const count = async () => (await db.query<{ n: number }>(`select count(*)::int as n from jobs j ${where.sql}`, where.params))[0]!.n;
      const order = 'order by j.created_at desc, j.id desc';
      let ids: number[];
      let total: number;
      if (query.search) {
        // A text search scans the table anyway: one pass gives the page and the total.
        const rows = await db.query<{ id: number; total: number }>(`select j.id, count(*) over ()::int as total from jobs j ${where.sql} ${order}${window}`, params);
        total = rows[0]?.total ?? (query.page > 1 && !query.unpaginated ? await count() : 0);
        ids = rows.map((r) => r.id);
      } else {
        // Otherwise the page is an index scan and the count its own (cheaper) statement.
        total = await count();
        ids = total > MAX_UNPAGINATED_JOBS && query.unpaginated ? [] : (await db.query<{ id: number }>(`select j.id from jobs j ${where.sql} ${order}${window}`, params)).map((r) => r.id);
      }
      if (query.unpaginated && total > MAX_UNPAGINATED_JOBS) {
        throw fieldError(400, 'Validation failed', 'unpaginated', jobMessages.tooManyToList, 'too_big');
      }
      return paginate(await loadJobs(db, ids), total, query);
    },
  };
}
