import type { z } from 'zod';
import type {
  CategorySubcategoryOption,
  DocumentType,
  documentTypeListQuerySchema,
  DocumentTypeSummary,
  JobType,
  Page,
  selectOptionSchema,
  workflowOptionSchema,
} from '../contract';
import type { Queryable } from '../db/db';
import { listPage } from '../lists/list-page';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { isoTime } from '../jobs/sql-json';

const byName = (alias: string) => `lower(${alias}.name) collate "C", ${alias}.id`;

/** Pickers of the catalogue and the document type list (deleted types are never offered). */
export function createCatalogOptions(db: Queryable) {
  return {
    jobCategories(): Promise<z.infer<typeof selectOptionSchema>[]> {
      return db.query(`select c.id, c.name from job_categories c where c.active order by ${byName('c')}`);
    },

    /**
     * Active categories with their active subcategories. With a job type, only subcategories
     * whose workflow serves it, and only categories that have one.
     */
    categoriesWithSubcategories(jobType: JobType | undefined): Promise<CategorySubcategoryOption[]> {
      return db.query<CategorySubcategoryOption>(
        `select c.id, c.name,
           coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'workflow_id', s.workflow_id, 'job_type', w.type)
             order by lower(s.name) collate "C", s.id) filter (where s.id is not null), '[]'::json) as subcategories
         from job_categories c
         left join (job_subcategories s join workflows w on w.id = s.workflow_id)
           on s.job_category_id = c.id and s.active and ($1::text is null or w.type = $1)
         where c.active
         group by c.id
         having $1::text is null or count(s.id) > 0
         order by ${byName('c')}`,
        [jobType ?? null],
      );
    },

    workflows(): Promise<z.infer<typeof workflowOptionSchema>[]> {
      return db.query(`select w.id, w.name, w.slug, w.type from workflows w order by ${byName('w')}`);
    },

    documentTypes(query: z.output<typeof documentTypeListQuerySchema>): Promise<Page<DocumentType>> {
      const where = new SqlWhere().and('d.deleted_at is null');
      if (query.search) {
        const p = containsPattern(query.search);
        where.and('(d.name ilike ? or d.slug ilike ? or d.description ilike ?)', p, p, p);
      }
      const columns = `d.id, d.slug, d.name, d.description, ${isoTime('d.created_at')} as created_at, ${isoTime('d.updated_at')} as updated_at, null as deleted_at`;
      return listPage<DocumentType>(db, { columns, from: 'document_types d', where, orderBy: byName('d') }, query);
    },

    documentTypeOptions(slugs: string[] | undefined): Promise<DocumentTypeSummary[]> {
      return db.query<DocumentTypeSummary>(
        `select d.id, d.slug, d.name from document_types d
         where d.deleted_at is null and ($1::text[] is null or d.slug = any($1::text[])) order by ${byName('d')}`,
        [slugs?.length ? slugs : null],
      );
    },
  };
}
