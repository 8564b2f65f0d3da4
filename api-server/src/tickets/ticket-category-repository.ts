import type { z } from 'zod';
import type {
  Page,
  TicketCategory,
  TicketCategorySubcategoryOption,
  TicketCategoryUpdate,
  TicketSubcategory,
  TicketSubcategoryUpdate,
  ticketCategoryInputSchema,
  ticketCategoryListQuerySchema,
  ticketCategoryOptionSchema,
  ticketSelectQuerySchema,
  ticketSubcategoryInputSchema,
  ticketSubcategoryListQuerySchema,
} from '../contract';
import type { Queryable } from '../db/db';
import { versionColumn } from '../db/sql-version';
import { updateSet } from '../db/sql-update';
import { listPage } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { rethrowTicketFieldError } from './ticket-errors';
import { isoTime } from '../jobs/sql-json';
import { categorySummaryJson } from './ticket-json';

const CATEGORY_COLUMNS = `c.id, ${versionColumn('c')}, c.title, c.description, c.category_type, c.active, ${isoTime('c.created_at')} as created_at,
  (select count(*)::int from ticket_subcategories s where s.ticket_category_id = c.id) as subcategory_count`;
const SUBCATEGORY_COLUMNS = `s.id, ${versionColumn('s')}, s.title, s.description, s.ticket_category_id, s.active, ${isoTime('s.created_at')} as created_at,
  ${categorySummaryJson('c')} as "ticketCategory"`;
const SUBCATEGORY_FROM = 'ticket_subcategories s join ticket_categories c on c.id = s.ticket_category_id';
const byTitle = (alias: string) => `lower(${alias}.title) collate "C", ${alias}.id`;

/** A picker's category filter: categories offered to that kind of user, and to everyone. */
function offeredTo(where: SqlWhere, type: string | undefined) {
  if (type && type !== 'ALL') where.and("c.category_type in ('ALL', ?)", type);
  else if (type === 'ALL') where.and("c.category_type = 'ALL'");
}

/** Ticket categories and subcategories: lists (by title), create, partial update, pickers. */
export function createTicketCategoryRepository(db: Queryable) {
  const findCategory = async (id: number) => (await db.query<TicketCategory>(`select ${CATEGORY_COLUMNS} from ticket_categories c where c.id = $1`, [id]))[0];
  const findSubcategory = async (id: number) =>
    (await db.query<TicketSubcategory>(`select ${SUBCATEGORY_COLUMNS} from ${SUBCATEGORY_FROM} where s.id = $1`, [id]))[0];

  return {
    findCategory,
    findSubcategory,

    listCategories(query: z.output<typeof ticketCategoryListQuerySchema>): Promise<Page<TicketCategory>> {
      const where = new SqlWhere();
      if (query.search) {
        const p = containsPattern(query.search);
        where.and('(c.title ilike ? or c.description ilike ?)', p, p);
      }
      if (query.active !== undefined) where.and('c.active = ?', query.active);
      if (query.category_type) where.and('c.category_type = ?', query.category_type);
      return listPage<TicketCategory>(
        db,
        {
          columns: CATEGORY_COLUMNS,
          from: 'ticket_categories c',
          where,
          orderBy:
            sortOrderBy(query.sort, { title: 'lower(c.title) collate "C"', category_type: 'c.category_type collate "C"', active: 'c.active' }, 'c.id') ??
            byTitle('c'),
        },
        query,
      );
    },

    async createCategory(input: z.output<typeof ticketCategoryInputSchema>): Promise<TicketCategory> {
      const [row] = await db
        .query<{ id: number }>('insert into ticket_categories (title, description, category_type, active) values ($1, $2, $3, $4) returning id', [
          input.title,
          input.description ?? null,
          input.category_type,
          input.active,
        ])
        .catch(rethrowTicketFieldError);
      return (await findCategory(row!.id))!;
    },

    async updateCategory(id: number, patch: TicketCategoryUpdate): Promise<TicketCategory | undefined> {
      const set = updateSet(patch, ['title', 'description', 'category_type', 'active'], 2);
      if (set) {
        const rows = await db.query(`update ticket_categories ${set.sql} where id = $1 returning id`, [id, ...set.params]).catch(rethrowTicketFieldError);
        if (!rows.length) return undefined;
      }
      return findCategory(id);
    },

    listSubcategories(query: z.output<typeof ticketSubcategoryListQuerySchema>): Promise<Page<TicketSubcategory>> {
      const where = new SqlWhere();
      if (query.search) {
        const p = containsPattern(query.search);
        where.and('(s.title ilike ? or s.description ilike ? or c.title ilike ?)', p, p, p);
      }
      if (query.active !== undefined) where.and('s.active = ?', query.active);
      if (query.ticket_category_id !== undefined) where.and('s.ticket_category_id = ?', query.ticket_category_id);
      return listPage<TicketSubcategory>(
        db,
        {
          columns: SUBCATEGORY_COLUMNS,
          from: SUBCATEGORY_FROM,
          where,
          orderBy:
            sortOrderBy(query.sort, { title: 'lower(s.title) collate "C"', category: 'lower(c.title) collate "C"', active: 's.active' }, 's.id') ??
            `${byTitle('c')}, ${byTitle('s')}`,
        },
        query,
      );
    },

    async createSubcategory(input: z.output<typeof ticketSubcategoryInputSchema>): Promise<TicketSubcategory> {
      const [row] = await db
        .query<{ id: number }>('insert into ticket_subcategories (title, description, ticket_category_id, active) values ($1, $2, $3, $4) returning id', [
          input.title,
          input.description ?? null,
          input.ticket_category_id,
          input.active,
        ])
        .catch(rethrowTicketFieldError);
      return (await findSubcategory(row!.id))!;
    },

    async updateSubcategory(id: number, patch: TicketSubcategoryUpdate): Promise<TicketSubcategory | undefined> {
      const set = updateSet(patch, ['title', 'description', 'ticket_category_id', 'active'], 2);
      if (set) {
        const rows = await db.query(`update ticket_subcategories ${set.sql} where id = $1 returning id`, [id, ...set.params]).catch(rethrowTicketFieldError);
        if (!rows.length) return undefined;
      }
      return findSubcategory(id);
    },

    /** Active categories by title. */
    categoryOptions(query: z.output<typeof ticketSelectQuerySchema>): Promise<z.infer<typeof ticketCategoryOptionSchema>[]> {
      const where = new SqlWhere().and('c.active');
      offeredTo(where, query.category_type);
      return db.query(`select c.id, c.title, c.category_type from ticket_categories c ${where.sql} order by ${byTitle('c')}`, where.params);
    },

    /** Active categories with their active subcategories, both by title; categories without any are left out. */
    categorySubcategoryOptions(query: z.output<typeof ticketSelectQuerySchema>): Promise<TicketCategorySubcategoryOption[]> {
      const where = new SqlWhere().and('c.active');
      offeredTo(where, query.category_type);
      return db.query<TicketCategorySubcategoryOption>(
        `select c.id, c.title, c.category_type,
           json_agg(json_build_object('id', s.id, 'title', s.title) order by ${byTitle('s')}) as subcategories
         from ticket_categories c join ticket_subcategories s on s.ticket_category_id = c.id and s.active
         ${where.sql}
         group by c.id
         order by ${byTitle('c')}`,
        where.params,
      );
    },
  };
}
