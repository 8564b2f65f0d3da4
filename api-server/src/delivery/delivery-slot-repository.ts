import type { z } from 'zod';
import type { DeliverySlot, DeliverySlotUpdate, deliverySlotInputSchema, deliverySlotListQuerySchema, Page } from '../contract';
import type { Queryable } from '../db/db';
import { versionColumn } from '../db/sql-version';
import { updateSet } from '../db/sql-update';
import { listPage } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { rethrowDeliveryFieldError } from './delivery-errors';

export const SLOT_COLUMNS = `s.id, ${versionColumn('s')}, s.name, s.unit_of_time, s.duration, s.is_active`;
export const SLOT_JSON = `json_build_object('id', s.id, 'version', s.version, 'name', s.name, 'unit_of_time', s.unit_of_time, 'duration', s.duration, 'is_active', s.is_active)`;
/** Shortest slot first: the duration in minutes, then the name. */
const SLOT_MINUTES = `(case s.unit_of_time when 'Hour' then s.duration * 60 else s.duration end)`;
export const SLOT_ORDER = `${SLOT_MINUTES}, lower(s.name) collate "C", s.id`;

/** Delivery slots: list (shortest first), create, partial update. */
export function createDeliverySlotRepository(db: Queryable) {
  const find = async (id: number) => (await db.query<DeliverySlot>(`select ${SLOT_COLUMNS} from delivery_slots s where s.id = $1`, [id]))[0];

  return {
    find,

    list(query: z.output<typeof deliverySlotListQuerySchema>): Promise<Page<DeliverySlot>> {
      const where = new SqlWhere();
      if (query.search) where.and('s.name ilike ?', containsPattern(query.search));
      if (query.is_active !== undefined) where.and('s.is_active = ?', query.is_active);
      return listPage<DeliverySlot>(
        db,
        {
          columns: SLOT_COLUMNS,
          from: 'delivery_slots s',
          where,
          orderBy: sortOrderBy(query.sort, { name: 'lower(s.name) collate "C"', duration: SLOT_MINUTES, active: 's.is_active' }, 's.id') ?? SLOT_ORDER,
        },
        query,
      );
    },

    async create(input: z.output<typeof deliverySlotInputSchema>): Promise<DeliverySlot> {
      const [row] = await db
        .query<{ id: number }>('insert into delivery_slots (name, unit_of_time, duration, is_active) values ($1, $2, $3, $4) returning id', [
          input.name,
          input.unit_of_time,
          input.duration,
          input.is_active,
        ])
        .catch(rethrowDeliveryFieldError);
      return (await find(row!.id))!;
    },

    /** Undefined when there is no slot `id`. */
    async update(id: number, patch: DeliverySlotUpdate): Promise<DeliverySlot | undefined> {
      const set = updateSet(patch, ['name', 'unit_of_time', 'duration', 'is_active'], 2);
      if (set) {
        const rows = await db.query(`update delivery_slots ${set.sql} where id = $1 returning id`, [id, ...set.params]).catch(rethrowDeliveryFieldError);
        if (!rows.length) return undefined;
      }
      return find(id);
    },
  };
}
