import type { z } from 'zod';
import type {
  DeliveryDistanceAddon,
  DeliveryDistanceAddonUpdate,
  DeliveryDistanceCoast,
  deliveryDistanceAddonInputSchema,
  deliveryDistanceAddonListQuerySchema,
  Page,
} from '../contract';
import { messages } from '../contract';
import type { Queryable } from '../db/db';
import { versionColumn } from '../db/sql-version';
import { updateSet } from '../db/sql-update';
import { fieldError } from '../http/http-error';
import { listPage } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { islandJson } from '../locations/island-repository';
import { rethrowDeliveryFieldError } from './delivery-errors';

const COLUMNS = `d.id, ${versionColumn('d')}, d.price, d.from_island_id, d.to_island_id, d.is_active,
  ${islandJson('fi', 'fa')} as "fromIsland", ${islandJson('ti', 'ta')} as "toIsland"`;
const FROM = `delivery_distance_addons d
  join islands fi on fi.id = d.from_island_id join atolls fa on fa.id = fi.atoll_id
  join islands ti on ti.id = d.to_island_id join atolls ta on ta.id = ti.atoll_id`;
const ORDER = 'lower(fi.name) collate "C", fi.id, lower(ti.name) collate "C", ti.id';

/** Distance add-ons with both islands and their atolls: list, create, partial update, and the price between two islands. */
export function createDistanceAddonRepository(db: Queryable) {
  const find = async (id: number) => (await db.query<DeliveryDistanceAddon>(`select ${COLUMNS} from ${FROM} where d.id = $1`, [id]))[0];

  return {
    find,

    list(query: z.output<typeof deliveryDistanceAddonListQuerySchema>): Promise<Page<DeliveryDistanceAddon>> {
      const where = new SqlWhere();
      if (query.search) {
        const p = containsPattern(query.search);
        where.and('(fi.name ilike ? or fa.name ilike ? or ti.name ilike ? or ta.name ilike ?)', p, p, p, p);
      }
      if (query.island_id !== undefined) where.and('(d.from_island_id = ? or d.to_island_id = ?)', query.island_id, query.island_id);
      if (query.is_active !== undefined) where.and('d.is_active = ?', query.is_active);
      return listPage<DeliveryDistanceAddon>(
        db,
        {
          columns: COLUMNS,
          from: FROM,
          where,
          orderBy:
            sortOrderBy(
              query.sort,
              { from: 'lower(fi.name) collate "C"', to: 'lower(ti.name) collate "C"', price: 'd.price', active: 'd.is_active' },
              'd.id',
            ) ?? ORDER,
        },
        query,
      );
    },

    async create(input: z.output<typeof deliveryDistanceAddonInputSchema>): Promise<DeliveryDistanceAddon> {
      const [row] = await db
        .query<{ id: number }>('insert into delivery_distance_addons (price, from_island_id, to_island_id, is_active) values ($1, $2, $3, $4) returning id', [
          input.price,
          input.from_island_id,
          input.to_island_id,
          input.is_active,
        ])
        .catch(rethrowDeliveryFieldError);
      return (await find(row!.id))!;
    },

    /** Undefined when there is no add-on `id`. */
    async update(id: number, patch: DeliveryDistanceAddonUpdate): Promise<DeliveryDistanceAddon | undefined> {
      const set = updateSet(patch, ['price', 'from_island_id', 'to_island_id', 'is_active'], 2);
      if (set) {
        const rows = await db
          .query(`update delivery_distance_addons ${set.sql} where id = $1 returning id`, [id, ...set.params])
          .catch(rethrowDeliveryFieldError);
        if (!rows.length) return undefined;
      }
      return find(id);
    },

    /**
     * The price from one island to another: the active add-on declared for (from, to), else the
     * active one declared for (to, from); `price: null` when neither exists or both ids are the
     * same island. Unknown island ids are a 400 on their field.
     */
    async coast(fromIslandId: number, toIslandId: number): Promise<DeliveryDistanceCoast> {
      const known = await db.query<{ id: number }>('select id from islands where id in ($1, $2)', [fromIslandId, toIslandId]);
      for (const [field, id] of [
        ['from_island_id', fromIslandId],
        ['to_island_id', toIslandId],
      ] as const) {
        if (!known.some((row) => row.id === id)) throw fieldError(400, 'Validation failed', field, messages.unknownIsland, 'not_found');
      }
      const [addon] = await db.query<{ id: number; price: number; reversed: boolean }>(
        `select id, price, from_island_id <> $1 as reversed from delivery_distance_addons
         where is_active and ((from_island_id = $1 and to_island_id = $2) or (from_island_id = $2 and to_island_id = $1))
         order by reversed limit 1`,
        [fromIslandId, toIslandId],
      );
      return {
        from_island_id: fromIslandId,
        to_island_id: toIslandId,
        price: addon?.price ?? null,
        delivery_distance_addon_id: addon?.id ?? null,
        reversed: addon?.reversed ?? false,
      };
    },
  };
}
