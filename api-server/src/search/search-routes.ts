import type { FastifyInstance } from 'fastify';
import { calls, SEARCH_HITS_PER_KIND, type SearchHit } from '../contract';
import type { Db } from '../db/db';
import { registerCall } from '../http/register-call';
import { containsPattern } from '../lists/sql-where';

type Row = { id: number; title: string; subtitle: string | null; path: string };

/**
 * One kind's hits, newest first: `$1` is the contains pattern, `$2` the text as a record id (or
 * null). Each statement names the columns the list screens search with an index.
 */
const KINDS: Record<SearchHit['kind'], string> = {
  ticket: `select t.id, t.reference_no as title, left(t.description, 80) as subtitle, '/tickets?ticket=' || t.reference_no as path
             from tickets t where t.reference_no ilike $1 or t.id = $2::int order by t.id desc limit ${SEARCH_HITS_PER_KIND}`,
  job: `select j.id, j.title, 'Job #' || j.id || ', ' || j.status as subtitle, '/jobs?job=' || j.id as path
          from jobs j where j.id = $2::int or j.title ilike $1 order by (j.id = $2::int) desc nulls last, j.id desc limit ${SEARCH_HITS_PER_KIND}`,
  user: `select u.id, u.name as title, u.email || coalesce(', ' || u.phone_number, '') as subtitle, '/admin/users?search=' || u.email as path
           from users u where u.name ilike $1 or u.email ilike $1 or u.phone_number ilike $1 order by u.id desc limit ${SEARCH_HITS_PER_KIND}`,
  application: `select a.id, u.name as title, 'Service provider application, ' || a.status as subtitle,
                  '/admin/service-provider-applications?application=' || a.id as path
                  from service_provider_applications a join users u on u.id = a.user_id
                 where a.status <> 'draft' and (u.name ilike $1 or u.email ilike $1) order by a.id desc limit ${SEARCH_HITS_PER_KIND}`,
  onboarding: `(select i.id, i.full_name as title, 'Individual onboarding, ' || i.status as subtitle, '/onboarding-requests/individual?request=' || i.id as path
                  from individual_onboardings i where i.full_name ilike $1 or i.display_name ilike $1 order by i.id desc limit ${SEARCH_HITS_PER_KIND})
               union all
               (select b.id, b.business_name as title, 'Business onboarding, ' || b.status as subtitle, '/onboarding-requests/business?request=' || b.id as path
                  from business_onboardings b where b.business_name ilike $1 or b.contact_person_name ilike $1 order by b.id desc limit ${SEARCH_HITS_PER_KIND})`,
};

/** The command palette's search (issue 35, shape 6): up to 5 hits per kind, admin only. */
export function registerSearchRoutes(api: FastifyInstance, db: Db): void {
  registerCall(api, calls.searchRecords, async ({ query }) => {
    const pattern = containsPattern(query.q);
    const asId = /^#?\d{1,9}$/.test(query.q) ? Number(query.q.replace('#', '')) : null;
    const found = await Promise.all(
      (Object.entries(KINDS) as [SearchHit['kind'], string][]).map(async ([kind, sql]) =>
        (await db.query<Row>(sql, sql.includes('$2') ? [pattern, asId] : [pattern]))
          .slice(0, SEARCH_HITS_PER_KIND)
          .map((row): SearchHit => ({ kind, id: row.id, title: row.title, ...(row.subtitle ? { subtitle: row.subtitle } : {}), path: row.path })),
      ),
    );
    return found.flat();
  });
}
