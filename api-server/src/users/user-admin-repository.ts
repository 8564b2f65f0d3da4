import type { z } from 'zod';
import type { Page, User, UserOption, userListQuerySchema, userSearchQuerySchema, UserType } from '../contract';
import type { Queryable } from '../db/db';
import { versionColumn } from '../db/sql-version';
import { listPage } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import { containsPattern, ilike, SqlWhere } from '../lists/sql-where';
import { isoTime } from '../jobs/sql-json';

const COLUMNS = `u.id, ${versionColumn('u')}, u.type, u.name, u.email, u.phone_number, u.provider_kind, ${isoTime('u.created_at')} as created_at`;

export interface UserWrite {
  type: UserType;
  name: string;
  email: string;
  phone_number: string;
  provider_kind: 'individual' | 'business' | null;
  /** Undefined on update: keep the current hash. */
  password_hash?: string;
}

/** The admin's view of users: list, search, pickers, create, replace, delete. Never the hash. */
export function createUserAdminRepository(db: Queryable) {
  const find = async (id: number): Promise<User | undefined> => (await db.query<User>(`select ${COLUMNS} from users u where u.id = $1`, [id]))[0];

  /** `scan`: the search on expressions no index has (listPage's `scanWhere`). */
  const searchWhere = (search: string | undefined, type: UserType | undefined, scan = false) => {
    const where = new SqlWhere();
    if (search) {
      const p = containsPattern(search);
      where.and(`(${ilike('u.name', scan)} or ${ilike('u.email', scan)} or ${ilike('u.phone_number', scan)})`, p, p, p);
    }
    if (type) where.and('u.type = ?', type);
    return where;
  };

  return {
    find,

    list(query: z.output<typeof userListQuerySchema>): Promise<Page<User>> {
      // The count and the page apart: the page walks users_created_idx (or, for a rare search
      // term, the trigram indexes of 050_list_indexes), the count uses the trigram or type index,
      // in a statement of its own that PostgreSQL plans once (listPage's `separate`), and only
      // once per version of users (total-memo.ts).
      const where = searchWhere(query.search, query.type);
      // A sorted page sorts every match (no order index to walk): no scan form then.
      const sorted = sortOrderBy(
        query.sort,
        {
          name: 'lower(u.name) collate "C"',
          email: 'lower(u.email) collate "C"',
          phone_number: { sql: 'u.phone_number', nullable: true },
          type: 'u.type collate "C"',
          created_at: 'u.created_at',
        },
        'u.id',
      );
      const scanWhere = query.search && !sorted ? searchWhere(query.search, query.type, true) : undefined;
      return listPage<User>(
        db,
        { columns: COLUMNS, from: 'users u', where, orderBy: sorted ?? 'u.created_at desc, u.id desc', count: 'separate', memo: ['users'], scanWhere },
        query,
      );
    },

    search(query: z.output<typeof userSearchQuerySchema>): Promise<UserOption[]> {
      const where = searchWhere(query.search, query.type);
      return db.query<UserOption>(
        `select u.id, u.type, u.name, u.email from users u ${where.sql} order by lower(u.name) collate "C", u.id limit 20`,
        where.params,
      );
    },

    admins(): Promise<UserOption[]> {
      return db.query<UserOption>(`select id, type, name, email from users where type = 'ADMIN' order by lower(name) collate "C", id`);
    },

    async create(user: UserWrite): Promise<User> {
      const [row] = await db.query<{ id: number }>(
        `insert into users (type, name, email, phone_number, provider_kind, password_hash) values ($1, $2, $3, $4, $5, $6) returning id`,
        [user.type, user.name, user.email, user.phone_number, user.provider_kind, user.password_hash],
      );
      return (await find(row!.id))!;
    },

    /**
     * Replaces a user's fields (and the hash when given). A changed type or password ends the
     * user's sessions: their access tokens carry the old type and must not outlive the change.
     */
    async replace(id: number, user: UserWrite): Promise<User | undefined> {
      const [before] = await db.query<{ type: UserType }>('select type from users where id = $1', [id]);
      if (!before) return undefined;
      await db.query(
        `update users set type = $2, name = $3, email = $4, phone_number = $5, provider_kind = $6,
           password_hash = coalesce($7, password_hash), updated_at = now() where id = $1`,
        [id, user.type, user.name, user.email, user.phone_number, user.provider_kind, user.password_hash ?? null],
      );
      if (before.type !== user.type || user.password_hash) {
        await db.query('update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [id]);
      }
      return find(id);
    },

    /** False when there is no user `id`. Sessions go with the user (cascade). */
    async remove(id: number): Promise<boolean> {
      return (await db.query('delete from users where id = $1 returning id', [id])).length > 0;
    },
  };
}
