import type { Queryable } from '../db/db';
import type { SignedInUser, UserType } from '../contract';

export interface UserRow extends SignedInUser {
  password_hash: string;
}

export interface NewUser {
  type: UserType;
  name: string;
  email: string;
  phone_number: string | null;
  password_hash: string;
}

const PUBLIC_COLUMNS = 'id, type, name, email, phone_number';

/** The user fields a client may see (never the hash). */
export const toSignedInUser = ({ id, type, name, email, phone_number }: SignedInUser): SignedInUser => ({ id, type, name, email, phone_number });

/** Users by id or email (emails compare case-insensitively, like their unique index). */
export function createUserRepository(db: Queryable) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.query<UserRow>(`select ${PUBLIC_COLUMNS}, password_hash from users where lower(email) = lower($1)`, [email.trim()]);
      return row;
    },
    async findById(id: number): Promise<SignedInUser | undefined> {
      const [row] = await db.query<SignedInUser>(`select ${PUBLIC_COLUMNS} from users where id = $1`, [id]);
      return row;
    },
    /** Inserts unless the email is taken; returns the new id or undefined. */
    async createIfAbsent(user: NewUser): Promise<number | undefined> {
      const [row] = await db.query<{ id: number }>(
        `insert into users (type, name, email, phone_number, password_hash) values ($1, $2, $3, $4, $5)
         on conflict ((lower(email))) do nothing returning id`,
        [user.type, user.name, user.email, user.phone_number, user.password_hash],
      );
      return row?.id;
    },
    async count(): Promise<number> {
      const [row] = await db.query<{ n: number }>('select count(*)::int as n from users');
      return row?.n ?? 0;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
