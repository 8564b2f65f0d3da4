import type { z } from 'zod';
import type { JobCategory, jobCategoryInputSchema, jobCategoryListQuerySchema, jobCategoryUpdateSchema, Page } from '../contract';
import type { Db, Queryable } from '../db/db';
import { versionColumn } from '../db/sql-version';
import { listPage } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { isoTime, userSummaryJson } from '../jobs/sql-json';
import { rethrowCatalogError, unknownDocumentTypes } from './catalog-errors';

const DOCUMENT_TYPES = `coalesce((
    select json_agg(json_build_object('id', d.id, 'slug', d.slug, 'name', d.name) order by lower(d.name) collate "C", d.id)
    from job_category_document_types cd join document_types d on d.id = cd.document_type_id
    where cd.job_category_id = c.id
  ), '[]'::json)`;
const COLUMNS = `c.id, ${versionColumn('c')}, c.name, c.active, ${isoTime('c.created_at')} as created_at, ${userSummaryJson('u')} as "user", ${DOCUMENT_TYPES} as "documentTypes"`;
const FROM = 'job_categories c left join users u on u.id = c.created_by';

/** Replaces the category's required document types; 400 on the field if one does not exist (or was deleted). */
async function setDocumentTypes(tx: Queryable, categoryId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await tx.query('delete from job_category_document_types where job_category_id = $1', [categoryId]);
  const rows = await tx.query(
    `insert into job_category_document_types (job_category_id, document_type_id)
     select $1, d.id from document_types d where d.id = any($2::int[]) and d.deleted_at is null returning document_type_id`,
    [categoryId, unique],
  );
  if (rows.length !== unique.length) throw unknownDocumentTypes();
}

/** Job categories with creator and required document types: list (by name), find, create, update. */
export function createJobCategoryRepository(db: Db) {
  const find = async (id: number, q: Queryable = db): Promise<JobCategory | undefined> =>
    (await q.query<JobCategory>(`select ${COLUMNS} from ${FROM} where c.id = $1`, [id]))[0];

  return {
    find,

    list(query: z.output<typeof jobCategoryListQuerySchema>): Promise<Page<JobCategory>> {
      const where = new SqlWhere();
      if (query.search) where.and('c.name ilike ?', containsPattern(query.search));
      if (query.active !== undefined) where.and('c.active = ?', query.active);
      return listPage<JobCategory>(
        db,
        {
          columns: COLUMNS,
          from: FROM,
          where,
          orderBy:
            sortOrderBy(query.sort, { name: 'lower(c.name) collate "C"', active: 'c.active', created_at: 'c.created_at' }, 'c.id') ??
            'lower(c.name) collate "C", c.id',
        },
        query,
      );
    },

    create(input: z.output<typeof jobCategoryInputSchema>, createdBy: number): Promise<JobCategory> {
      return db
        .transaction(async (tx) => {
          const [row] = await tx.query<{ id: number }>('insert into job_categories (name, active, created_by) values ($1, $2, $3) returning id', [
            input.name,
            input.active,
            createdBy,
          ]);
          await setDocumentTypes(tx, row!.id, input.document_id_list);
          return (await find(row!.id, tx))!;
        })
        .catch(rethrowCatalogError);
    },

    /** Undefined when there is no category `id`. */
    update(id: number, input: z.output<typeof jobCategoryUpdateSchema>): Promise<JobCategory | undefined> {
      return db
        .transaction(async (tx) => {
          const rows = await tx.query('update job_categories set name = $2, active = coalesce($3, active), updated_at = now() where id = $1 returning id', [
            id,
            input.name,
            input.active ?? null,
          ]);
          if (!rows.length) return undefined;
          if (input.document_id_list) await setDocumentTypes(tx, id, input.document_id_list);
          return find(id, tx);
        })
        .catch(rethrowCatalogError);
    },
  };
}
