import type { z } from 'zod';
import type {
  DeliverySlotPackageConfigOption,
  PackageConfig,
  PackageConfigUpdate,
  packageConfigInputSchema,
  packageConfigListQuerySchema,
  Page,
} from '../contract';
import type { Queryable } from '../db/db';
import { versionColumn } from '../db/sql-version';
import { updateSet } from '../db/sql-update';
import { listPage } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { rethrowDeliveryFieldError } from './delivery-errors';
import { SLOT_JSON, SLOT_ORDER } from './delivery-slot-repository';

// numeric columns come back as strings from node-postgres: float8 makes them JSON numbers.
const COLUMNS = `p.id, ${versionColumn('p')}, p.name, p.min_weight::float8 as min_weight, p.max_weight::float8 as max_weight, p.price, p.description,
  p.delivery_slot_id, p.is_active, ${SLOT_JSON} as "deliverySlot"`;
const FROM = 'package_configs p join delivery_slots s on s.id = p.delivery_slot_id';

/** Package configurations with their slot: list (by slot, then weight band), create, partial update, grouped picker. */
export function createPackageConfigRepository(db: Queryable) {
  const find = async (id: number) => (await db.query<PackageConfig>(`select ${COLUMNS} from ${FROM} where p.id = $1`, [id]))[0];

  return {
    find,

    list(query: z.output<typeof packageConfigListQuerySchema>): Promise<Page<PackageConfig>> {
      const where = new SqlWhere();
      if (query.search) {
        const p = containsPattern(query.search);
        where.and('(p.name ilike ? or p.description ilike ? or s.name ilike ?)', p, p, p);
      }
      if (query.delivery_slot_id !== undefined) where.and('p.delivery_slot_id = ?', query.delivery_slot_id);
      if (query.is_active !== undefined) where.and('p.is_active = ?', query.is_active);
      return listPage<PackageConfig>(
        db,
        {
          columns: COLUMNS,
          from: FROM,
          where,
          orderBy:
            sortOrderBy(query.sort, { name: 'lower(p.name) collate "C"', weight: 'p.min_weight', price: 'p.price', active: 'p.is_active' }, 'p.id') ??
            `${SLOT_ORDER}, p.min_weight, p.max_weight, p.id`,
        },
        query,
      );
    },

    async create(input: z.output<typeof packageConfigInputSchema>): Promise<PackageConfig> {
      const [row] = await db
        .query<{ id: number }>(
          `insert into package_configs (name, min_weight, max_weight, price, description, delivery_slot_id, is_active)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [input.name, input.min_weight, input.max_weight, input.price, input.description ?? null, input.delivery_slot_id, input.is_active],
        )
        .catch(rethrowDeliveryFieldError);
      return (await find(row!.id))!;
    },

    /** Undefined when there is no package configuration `id`. min/max are checked against the stored row by the database. */
    async update(id: number, patch: PackageConfigUpdate): Promise<PackageConfig | undefined> {
      const set = updateSet(patch, ['name', 'min_weight', 'max_weight', 'price', 'description', 'delivery_slot_id', 'is_active'], 2);
      if (set) {
        const rows = await db.query(`update package_configs ${set.sql} where id = $1 returning id`, [id, ...set.params]).catch(rethrowDeliveryFieldError);
        if (!rows.length) return undefined;
      }
      return find(id);
    },

    /** Active slots (shortest first) with their active package configurations (lightest first); slots without any are left out. */
    slotsWithPackageConfigs(): Promise<DeliverySlotPackageConfigOption[]> {
      return db.query<DeliverySlotPackageConfigOption>(`
        select s.id, s.name, s.unit_of_time, s.duration,
          json_agg(json_build_object('id', p.id, 'name', p.name, 'min_weight', p.min_weight::float8, 'max_weight', p.max_weight::float8, 'price', p.price)
            order by p.min_weight, p.max_weight, p.id) as "packageConfigs"
        from delivery_slots s join package_configs p on p.delivery_slot_id = s.id and p.is_active
        where s.is_active
        group by s.id
        order by ${SLOT_ORDER}`);
    },
  };
}
