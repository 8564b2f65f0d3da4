import type { z } from 'zod';
import type { Atoll, AtollInput, atollListQuerySchema, Page } from '../contract';
import type { Queryable } from '../db/db';
import { versionColumn } from '../db/sql-version';
import { updateSet } from '../db/sql-update';
import { listPage } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { containsPattern, SqlWhere } from '../lists/sql-where';
import { rethrowAsFieldError } from './location-errors';

const COLUMNS = `a.id, ${versionColumn('a')}, a.name, a.code, a.province`;

// Names sort case-insensitively by code point (`lower(...) collate "C"`): the same order on
// PGlite and on any PostgreSQL whatever its default collation, and cheaper than a locale sort.

/** Atolls: alphabetical list searchable by name, code or province; create; partial update. */
export function createAtollRepository(db: Queryable) {
  return {
    list(query: z.output<typeof atollListQuerySchema>): Promise<Page<Atoll>> {
      const where = new SqlWhere();
      if (query.search) {
        const p = containsPattern(query.search);
        where.and('(a.name ilike ? or a.code ilike ? or a.province ilike ?)', p, p, p);
      }
      return listPage<Atoll>(
        db,
        {
          columns: COLUMNS,
          from: 'atolls a',
          where,
          orderBy:
            sortOrderBy(
              query.sort,
              { name: 'lower(a.name) collate "C"', code: 'lower(a.code) collate "C"', province: { sql: 'lower(a.province) collate "C"', nullable: true } },
              'a.id',
            ) ?? 'lower(a.name) collate "C", a.id',
        },
        query,
      );
    },

    async create(input: AtollInput): Promise<Atoll> {
      const rows = await db
        .query<Atoll>(`insert into atolls as a (name, code, province) values ($1, $2, $3) returning ${COLUMNS}`, [
          input.name,
          input.code,
          input.province ?? null,
        ])
        .catch(rethrowAsFieldError);
      return rows[0]!;
    },

    /** Undefined when there is no atoll `id`. */
    async update(id: number, patch: Partial<AtollInput>): Promise<Atoll | undefined> {
      const set = updateSet(patch, ['name', 'code', 'province'], 2);
      const sql = set ? `update atolls as a ${set.sql} where a.id = $1 returning ${COLUMNS}` : `select ${COLUMNS} from atolls a where a.id = $1`;
      const rows = await db.query<Atoll>(sql, [id, ...(set?.params ?? [])]).catch(rethrowAsFieldError);
      return rows[0];
    },
  };
}
