import type { z } from 'zod';
import type { BusinessLocation, BusinessLocationUpdate, businessLocationInputSchema, businessLocationListQuerySchema, Page } from '../contract';
import type { Queryable } from '../db/db';
import { versionColumn } from '../db/sql-version';
import { updateSet } from '../db/sql-update';
import { listPage } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { ISLAND_JSON } from './island-repository';
import { rethrowAsFieldError } from './location-errors';

type Row = Omit<BusinessLocation, 'created_at'> & { created_at: Date };

const COLUMNS = `b.id, ${versionColumn('b')}, b.name, b.type, b.road, b.active, b.island_id, b.created_at, ${ISLAND_JSON} as island,
  case when u.id is null then null else json_build_object('id', u.id, 'name', u.name, 'email', u.email) end as "createdBy"`;
const FROM = 'business_locations b join islands i on i.id = b.island_id join atolls a on a.id = i.atoll_id left join users u on u.id = b.created_by';

const toItem = (row: Row): BusinessLocation => ({ ...row, created_at: row.created_at.toISOString() });

/** Business locations with island, atoll and creator: newest first; create; partial update. */
export function createBusinessLocationRepository(db: Queryable) {
  const find = async (id: number) => {
    const [row] = await db.query<Row>(`select ${COLUMNS} from ${FROM} where b.id = $1`, [id]);
    return row && toItem(row);
  };

  return {
    find,

    list(query: z.output<typeof businessLocationListQuerySchema>): Promise<Page<BusinessLocation>> {
      const where = new SqlWhere();
      if (query.search) {
        const p = containsPattern(query.search);
        where.and('(b.name ilike ? or b.type ilike ? or b.road ilike ? or i.name ilike ?)', p, p, p, p);
      }
      if (query.island_id !== undefined) where.and('b.island_id = ?', query.island_id);
      if (query.atoll_id !== undefined) where.and('i.atoll_id = ?', query.atoll_id);
      if (query.active !== undefined) where.and('b.active = ?', query.active);
      return listPage(
        db,
        {
          columns: COLUMNS,
          from: FROM,
          where,
          orderBy:
            sortOrderBy(
              query.sort,
              {
                name: 'lower(b.name) collate "C"',
                type: 'b.type collate "C"',
                road: { sql: 'lower(b.road) collate "C"', nullable: true },
                island: 'lower(i.name) collate "C"',
                active: 'b.active',
                created_at: 'b.created_at',
              },
              'b.id',
            ) ?? 'b.created_at desc, b.id desc',
        },
        query,
        toItem,
      );
    },

    async create(input: z.output<typeof businessLocationInputSchema>, createdBy: number): Promise<BusinessLocation> {
      const [row] = await db
        .query<{ id: number }>(
          'insert into business_locations (name, type, road, island_id, active, created_by) values ($1, $2, $3, $4, $5, $6) returning id',
          [input.name, input.type, input.road, input.island_id, input.active, createdBy],
        )
        .catch(rethrowAsFieldError);
      return (await find(row!.id))!;
    },

    /** Undefined when there is no business location `id`. */
    async update(id: number, patch: BusinessLocationUpdate): Promise<BusinessLocation | undefined> {
      const set = updateSet(patch, ['name', 'type', 'road', 'island_id', 'active'], 2);
      if (set) {
        const rows = await db.query(`update business_locations ${set.sql} where id = $1 returning id`, [id, ...set.params]).catch(rethrowAsFieldError);
        if (!rows.length) return undefined;
      }
      return find(id);
    },
  };
}
