import type { z } from 'zod';
import type { AtollIslandOption, jobConfigSchema, jobConfigSlugSchema, selectOptionSchema } from '../contract';
import type { Queryable } from '../db/db';

type Slug = z.infer<typeof jobConfigSlugSchema>;

/** Data for pickers (not paginated) and the configured value lists. */
export function createLocationOptions(db: Queryable) {
  return {
    /** Every atoll with all its islands (inactive ones flagged), both alphabetical. */
    atollsWithIslands(): Promise<AtollIslandOption[]> {
      return db.query<AtollIslandOption>(`
        select a.id, a.name, a.code,
          coalesce(
            json_agg(json_build_object('id', i.id, 'name', i.name, 'active', i.active) order by lower(i.name) collate "C", i.id)
              filter (where i.id is not null),
            '[]'::json
          ) as islands
        from atolls a left join islands i on i.atoll_id = a.id
        group by a.id
        order by lower(a.name) collate "C", a.id`);
    },

    /** Active business locations, alphabetical. */
    businessLocations(): Promise<z.infer<typeof selectOptionSchema>[]> {
      return db.query('select id, name from business_locations where active order by lower(name) collate "C", id');
    },

    async jobConfig(slug: Slug): Promise<z.infer<typeof jobConfigSchema> | undefined> {
      const [row] = await db.query<z.infer<typeof jobConfigSchema>>('select slug, value from job_config where slug = $1', [slug]);
      return row;
    },
  };
}
