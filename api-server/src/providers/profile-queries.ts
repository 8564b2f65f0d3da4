import type { Offering, ProviderProfile, PublicProfile } from '../contract';
import type { Queryable } from '../db/db';
import { versionColumn } from '../db/sql-version';
import { isoTime, personObj } from '../jobs/sql-json';

/** An offering as the contract's offeringSchema, over `offerings f` (its package config `pc`). */
export const OFFERING_COLUMNS = `f.id, f.name, f.job_subcategory_id, f.description, f.sub_services, f.eta_in_day, f.package_config_id, f.price,
  case when f.discount_type is null then null else json_build_object('type', f.discount_type, 'value', f.discount_value) end as discount_by, f.active,
  (select json_build_object('id', pc.id, 'name', pc.name, 'price', pc.price) from package_configs pc where pc.id = f.package_config_id) as "packageConfig"`;

/** The categories provider `column` is approved for, `[{ id, name }]` by name. */
export const approvedCategoriesJson = (column: string) =>
  `(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by lower(c.name) collate "C", c.id), '[]'::json)
     from job_categories c where c.id in (select a.job_category_id from service_provider_applications a where a.user_id = ${column} and a.status = 'approved'))`;

/**
 * The public profile of provider `userId` (spec §3): FAQ in the order given, offerings (the
 * inactive ones only for their owner, `withInactive`), the provider with its reviews (newest
 * first) and the documents filed under the provider (`relation_name = 'user'`).
 */
export async function loadPublicProfile(db: Queryable, userId: number, withInactive: boolean): Promise<PublicProfile | undefined> {
  const [profile] = await db.query<PublicProfile>(
    `select p.id, ${versionColumn('p')}, p.hero_banner_title, p.title, p.intro, ${isoTime('p.created_at')} as created_at,
       (select coalesce(json_agg(json_build_object('id', q.id, 'question', q.question, 'answer', q.answer) order by q.position, q.id), '[]'::json)
          from public_profile_faqs q where q.public_profile_id = p.id) as faq,
       (select coalesce(json_agg(f order by f.id), '[]'::json) from (select ${OFFERING_COLUMNS} from offerings f
          where f.public_profile_id = p.id and (f.active or $2)) f) as offerings,
       json_build_object('id', u.id, 'user', ${personObj('u')},
         'reviews', (select coalesce(json_agg(json_build_object('description', r.description, 'rating', r.rating, 'created_at', ${isoTime('r.created_at')},
             'reviewedBy', case when rb.id is null then null else json_build_object('id', rb.id, 'name', rb.name) end) order by r.created_at desc, r.id desc), '[]'::json)
           from reviews r left join users rb on rb.id = r.reviewed_by where r.service_provider_id = u.id)) as "serviceProvider",
       (select coalesce(json_agg(json_build_object('id', d.id, 'file_original_name', d.file_original_name, 'file_size', d.file_size) order by d.id), '[]'::json)
          from documents d where d.relation_name = 'user' and d.relation_id = u.id) as documents
     from public_profiles p join users u on u.id = p.user_id where p.user_id = $1`,
    [userId, withInactive],
  );
  return profile;
}

/** The signed-in provider's own profile: kind, latest onboarding status, approved categories. */
export async function loadProviderProfile(db: Queryable, userId: number): Promise<ProviderProfile> {
  const [profile] = await db.query<ProviderProfile>(
    `select u.id, ${personObj('u')} as user, u.provider_kind as kind,
       (select o.status from (select status, created_at, id from individual_onboardings where user_id = u.id
          union all select status, created_at, id from business_onboardings where user_id = u.id) o order by o.created_at desc, o.id desc limit 1) as onboarding_status,
       ${approvedCategoriesJson('u.id')} as "approvedJobCategories",
       exists (select 1 from public_profiles p where p.user_id = u.id) as has_public_profile
     from users u where u.id = $1`,
    [userId],
  );
  return profile!;
}

export async function loadOffering(db: Queryable, id: number): Promise<(Offering & { owner_id: number }) | undefined> {
  const [row] = await db.query<Offering & { owner_id: number }>(
    `select ${OFFERING_COLUMNS}, p.user_id as owner_id from offerings f join public_profiles p on p.id = f.public_profile_id where f.id = $1`,
    [id],
  );
  return row;
}
