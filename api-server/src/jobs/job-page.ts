import type { Job, Page } from '../contract';
import type { Queryable } from '../db/db';
import { type IdPageQuery, idPageSql } from '../lists/page-ids';
import type { PageRequest } from '../lists/pagination';
import { type JsonText, pageJsonText } from '../http/json-text';
import { containsPattern, type SqlWhere } from '../lists/sql-where';
import { dataVersionSql } from '../lists/total-memo';
import { loadJobs, pageJobsJson } from './job-json';

/** Adds the job list search (title or description, case-insensitive substring) to `where`. */
export function searchJobs(where: SqlWhere, search: string | undefined): SqlWhere {
  if (search) {
    const p = containsPattern(search);
    where.and('(j.title ilike ? or j.job_description ilike ?)', p, p);
  }
  return where;
}

/** The ids of the jobs `where` selects (over `jobs j`), newest first: the order of every jobs list. */
export const jobIdPage = (where: SqlWhere): IdPageQuery => ({
  id: 'j.id',
  from: 'jobs j',
  where,
  order: 'j.created_at desc, j.id desc',
  reverseOrder: 'j.created_at, j.id',
  anchor: { columns: 'j.created_at, j.id', row: (p) => `select a.created_at, a.id from jobs a where a.id = ${p}`, version: dataVersionSql(['jobs']) },
});

/**
 * A page of the jobs `where` selects (over `jobs j`), newest first, each with all its related
 * data: the customer's and provider's own lists and the posted jobs a provider may take.
 */
export async function jobPage(db: Queryable, where: SqlWhere, request: PageRequest): Promise<JsonText<Page<Job>>> {
  const [{ n }] = (await db.query<{ n: number }>(`select count(*)::int as n from jobs j ${where.sql}`, where.params)) as [{ n: number }];
  const page = idPageSql(jobIdPage(where), request, n, { opaqueWindow: true });
  return pageJsonText(
    (await pageJobsJson(db, page)).map((row) => row.json),
    n,
    request,
  );
}

/** One job with its related data (it exists: the caller has just read or written it). */
export async function oneJob(db: Queryable, id: number): Promise<Job> {
  return (await loadJobs(db, [id]))[0]!;
}
