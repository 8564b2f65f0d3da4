import type { z } from 'zod';
import type { Island, IslandUpdate, islandInputSchema, islandListQuerySchema, Page } from '../contract';
import type { Queryable } from '../db/db';
import { versionColumn } from '../db/sql-version';
import { updateSet } from '../db/sql-update';
import { listPage } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { rethrowAsFieldError } from './location-errors';

/** The contract's atoll of the row aliased `a`. */
export const atollJson = (a: string) =>
  `json_build_object('id', ${a}.id, 'version', ${a}.version, 'name', ${a}.name, 'code', ${a}.code, 'province', ${a}.province)`;
/** The contract's island of the row aliased `i`, with its atoll `a`. */
export const islandJson = (i: string, a: string) =>
  `json_build_object('id', ${i}.id, 'version', ${i}.version, 'name', ${i}.name, 'active', ${i}.active, 'atoll_id', ${i}.atoll_id, 'atoll', ${atollJson(a)})`;
export const ATOLL_JSON = atollJson('a');
export const ISLAND_JSON = islandJson('i', 'a');

const COLUMNS = `i.id, ${versionColumn('i')}, i.name, i.active, i.atoll_id, ${ATOLL_JSON} as atoll`;
const FROM = 'islands i join atolls a on a.id = i.atoll_id';

/** Islands with their atoll: list (by atoll name, then island name), create, partial update. */
export function createIslandRepository(db: Queryable) {
  const find = async (id: number) => (await db.query<Island>(`select ${COLUMNS} from ${FROM} where i.id = $1`, [id]))[0];

  return {
    find,

    list(query: z.output<typeof islandListQuerySchema>): Promise<Page<Island>> {
      const where = new SqlWhere();
      if (query.search) {
        const p = containsPattern(query.search);
        where.and('(i.name ilike ? or a.name ilike ?)', p, p);
      }
      if (query.atoll_id !== undefined) where.and('i.atoll_id = ?', query.atoll_id);
      if (query.active !== undefined) where.and('i.active = ?', query.active);
      return listPage<Island>(
        db,
        {
          columns: COLUMNS,
          from: FROM,
          where,
          orderBy:
            sortOrderBy(query.sort, { name: 'lower(i.name) collate "C"', atoll: 'lower(a.name) collate "C"', active: 'i.active' }, 'i.id') ??
            'lower(a.name) collate "C", a.id, lower(i.name) collate "C", i.id',
        },
        query,
      );
    },

    async create(input: z.output<typeof islandInputSchema>): Promise<Island> {
      const [row] = await db
        .query<{ id: number }>('insert into islands (name, atoll_id, active) values ($1, $2, $3) returning id', [input.name, input.atoll_id, input.active])
        .catch(rethrowAsFieldError);
      return (await find(row!.id))!;
    },

    /** Undefined when there is no island `id`. */
    async update(id: number, patch: IslandUpdate): Promise<Island | undefined> {
      const set = updateSet(patch, ['name', 'atoll_id', 'active'], 2);
      if (set) {
        const rows = await db.query(`update islands ${set.sql} where id = $1 returning id`, [id, ...set.params]).catch(rethrowAsFieldError);
        if (!rows.length) return undefined;
      }
      return find(id);
    },
  };
}
