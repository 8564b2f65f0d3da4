import type { z } from 'zod';
import { type Job, jobMessages, type jobListQuerySchema, type Page } from '../contract';
import { fieldError } from '../http/http-error';
import { type JsonText, pageJsonText } from '../http/json-text';
import type { Queryable } from '../db/db';
import { listPage } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { readIdPage } from '../lists/page-ids';
import { containsPattern, ilike, SqlWhere } from '../lists/sql-where';
import { dataVersionColumn } from '../lists/total-memo';
import type { RowVersion } from '../lists/kept-json';
import { keptJobs, keptJobsJson, loadJobs, pageJobVersions } from './job-json';
import { jobIdPage } from './job-page';

/** `unpaginated=true` answers at most this many jobs (each with all its related data). */
export const MAX_UNPAGINATED_JOBS = 500;

/**
 * The all-jobs list. A text search counts the trigram index matches (050_list_indexes) and reads
 * the page apart. Otherwise the total comes from job_counts (kept by
 * triggers: a sum of a few rows instead of counting every job) when only status and job type
 * filter, from a count otherwise, and the page of ids with the jobs' versions from an index scan
 * (idPageSql), then the text of the jobs not kept at those versions (keptJobsJson).
 */
export function createJobRepository(db: Queryable) {
  return {
    async find(id: number): Promise<Job | undefined> {
      return (await loadJobs(db, [id]))[0];
    },

    async list(query: z.output<typeof jobListQuerySchema>): Promise<JsonText<Page<Job>>> {
      /** `scan`: the search on expressions no index has (listPage's `scanWhere`). */
      const filter = (scan: boolean) => {
        const where = new SqlWhere();
        if (query.search) {
          const p = containsPattern(query.search);
          const id = /^#?\d{1,9}$/.test(query.search) ? Number(query.search.replace('#', '')) : null;
          if (id !== null) where.and(`(j.id = ? or ${ilike('j.title', scan)} or ${ilike('j.job_description', scan)})`, id, p, p);
          else where.and(`(${ilike('j.title', scan)} or ${ilike('j.job_description', scan)})`, p, p);
        }
        if (query.status?.length) where.and('j.status = any(?::text[])', query.status);
        if (query.jobIdList?.length) where.and('j.id = any(?::int[])', query.jobIdList);
        if (query.job_type) where.and('j.job_type = ?', query.job_type);
        return where;
      };
      const where = filter(false);
      /** The total, with the data version of jobs it was counted at (readIdPage's anchors). */
      const count = async () => {
        const version = dataVersionColumn(['jobs']);
        if (query.jobIdList?.length) {
          return (await db.query<{ n: number; data_version: string }>(`select count(*)::int as n, ${version} from jobs j ${where.sql}`, where.params))[0]!;
        }
        const counts = new SqlWhere();
        if (query.status?.length) counts.and('status = any(?::text[])', query.status);
        if (query.job_type) counts.and('job_type = ?', query.job_type);
        return (
          await db.query<{ n: number; data_version: string }>(`select coalesce(sum(n), 0)::int as n, ${version} from job_counts ${counts.sql}`, counts.params)
        )[0]!;
      };
      const tooMany = (total: number) => {
        if (query.unpaginated && total > MAX_UNPAGINATED_JOBS) {
          throw fieldError(400, 'Validation failed', 'unpaginated', jobMessages.tooManyToList, 'too_big');
        }
      };
      const sorted = sortOrderBy(
        query.sort,
        {
          id: 'j.id',
          title: 'lower(j.title) collate "C"',
          status: 'j.status collate "C"',
          job_type: 'j.job_type collate "C"',
          job_estimated_budget: { sql: 'j.job_estimated_budget', nullable: true },
          job_total_cost: { sql: 'j.job_total_cost', nullable: true },
          created_at: 'j.created_at',
        },
        'j.id',
      );
      if (query.search || sorted) {
        // A sorted list (issue 35) takes this path too, counted the same way, its page sorted by
        // the column (097_list_sort_indexes serves the sorts' first pages); without a sort
        // the list keeps its tuned order paths.
        // A text search counts every match (a bitmap of the trigram indexes, rechecked row by
        // row) in a statement of its own, planned once; the page walks jobs_created_idx for a
        // common term or sorts the few matches of a rare one (listPage's `separate`). One statement
        // with a window count cost PostgreSQL more than the two (docs/api-performance.md). The
        // count is kept per version of jobs (total-memo.ts): paging through a search counts once,
        // and a common term's first pages then read on a plan made once (listPage's `scanWhere`).
        const page = await listPage<RowVersion>(
          db,
          {
            columns: `j.id, ${keptJobs.version('j')} as version`,
            from: 'jobs j',
            where,
            orderBy: sorted ?? 'j.created_at desc, j.id desc',
            count: 'separate',
            memo: ['jobs'],
            // The scan form walks the list's own order index: not for another order.
            scanWhere: sorted ? undefined : filter(true),
          },
          query,
        );
        const total = page.pagination.total_items;
        tooMany(total);
        return pageJsonText(
          (await keptJobsJson(db, page.items)).map((row) => row.json),
          total,
          query,
        );
      }
      // The page of ids with the jobs' versions, then the text of the jobs not kept at those
      // versions (keptJobsJson); a deep page starts from a row a page read before at the same
      // version of jobs (readIdPage).
      const { n: total, data_version } = await count();
      tooMany(total);
      const versions = await readIdPage((page) => pageJobVersions(db, page), jobIdPage(where), query, total, { opaqueWindow: true, version: data_version });
      return pageJsonText(
        (await keptJobsJson(db, versions)).map((row) => row.json),
        total,
        query,
      );
    },
  };
}
