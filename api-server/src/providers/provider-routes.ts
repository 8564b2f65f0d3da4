import type { FastifyInstance } from 'fastify';
import { calls, type ProviderSearchResult } from '../contract';
import type { Db } from '../db/db';
import { withToast } from '../http/call-outcome';
import { notFound } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { listPage } from '../lists/list-page';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { approvedCategoriesJson, loadOffering, loadProviderProfile, loadPublicProfile } from './profile-queries';
import { savePublicProfile } from './public-profile-write';

/** How many suggestions a search box gets. */
const SUGGESTIONS = 10;

/** A provider with a public profile as a search result (over `users u` and `public_profiles p`). */
const RESULT_COLUMNS = `u.id, u.name, u.provider_kind as kind, p.id as public_profile_id, p.title,
  (select min(f.price) from offerings f where f.public_profile_id = p.id and f.active) as starting_price,
  (select round(avg(r.rating)::numeric, 2)::float8 from reviews r where r.service_provider_id = u.id) as rating,
  (select count(*)::int from reviews r where r.service_provider_id = u.id) as reviews_count,
  ${approvedCategoriesJson('u.id')} as "jobCategories"`;

/**
 * Spec §7 providers: the signed-in provider's profile and public profile (its own only), and
 * what every signed-in role may read: public profiles, offerings, provider search and
 * suggestions. A public profile is addressed by its provider's user id.
 */
export function registerProviderRoutes(api: FastifyInstance, db: Db): void {
  registerCall(api, calls.myProviderProfile, async ({ auth }) => loadProviderProfile(db, requireCaller(auth).userId));
  registerCall(api, calls.myPublicProfile, async ({ auth }) => (await loadPublicProfile(db, requireCaller(auth).userId, true)) ?? null);
  registerCall(api, calls.saveMyPublicProfile, async ({ body, auth }) => {
    const userId = requireCaller(auth).userId;
    await savePublicProfile(db, userId, body);
    return withToast((await loadPublicProfile(db, userId, true))!, 'Public profile saved');
  });

  registerCall(api, calls.publicProfile, async ({ params, auth }) => {
    const profile = await loadPublicProfile(db, params.id, params.id === requireCaller(auth).userId);
    if (!profile) throw notFound('Public profile');
    return profile;
  });

  registerCall(api, calls.offering, async ({ params, auth }) => {
    const offering = await loadOffering(db, params.id);
    // An inactive offering is shown to its provider only.
    if (!offering || (!offering.active && offering.owner_id !== requireCaller(auth).userId)) throw notFound('Offering');
    const { owner_id: _, ...rest } = offering;
    return rest;
  });

  registerCall(api, calls.searchProviders, async ({ query }) => {
    const where = new SqlWhere().and("u.type = 'SERVICE_PROVIDER'");
    if (query.search) {
      const p = containsPattern(query.search);
      where.and(
        `(u.name ilike ? or p.title ilike ? or exists (select 1 from offerings f where f.public_profile_id = p.id and f.active and f.name ilike ?))`,
        p,
        p,
        p,
      );
    }
    if (query.category_id) {
      where.and(
        "exists (select 1 from service_provider_applications a where a.user_id = u.id and a.status = 'approved' and a.job_category_id = ?)",
        query.category_id,
      );
    }
    if (query.price !== undefined) where.and('(select min(f.price) from offerings f where f.public_profile_id = p.id and f.active) <= ?', query.price);
    return listPage<ProviderSearchResult>(
      db,
      { columns: RESULT_COLUMNS, from: 'users u join public_profiles p on p.user_id = u.id', where, orderBy: 'lower(u.name) collate "C", u.id' },
      query,
    );
  });

  registerCall(api, calls.providerSearchSuggestions, async ({ query }) => {
    const p = containsPattern(query.search ?? '');
    const rows = await db.query<{ type: 'provider' | 'category' | 'offering'; id: number; label: string }>(
      `(select 'provider' as type, u.id, u.name as label from users u join public_profiles pp on pp.user_id = u.id where u.name ilike $1 order by lower(u.name) collate "C", u.id limit $2)
       union all (select 'category', c.id, c.name from job_categories c where c.active and c.name ilike $1 order by lower(c.name) collate "C", c.id limit $2)
       union all (select 'offering', f.id, f.name from offerings f where f.active and f.name ilike $1 order by lower(f.name) collate "C", f.id limit $2)`,
      [p, SUGGESTIONS],
    );
    return rows.slice(0, SUGGESTIONS);
  });
}
