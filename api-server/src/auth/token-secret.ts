import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';

const NAME = 'access_token_hmac';

/**
 * The access-token signing key: TOKEN_SECRET when set, otherwise a random key generated on the
 * first start and kept in `app_secrets`, so a restart keeps everyone signed in. Two servers
 * starting at once agree on one key (insert-if-absent, then read).
 */
export async function resolveTokenSecret(db: Queryable, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.query('insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [NAME, randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ value: string }>('select value from app_secrets where name = $1', [NAME]);
  if (!row) throw new Error('Could not read the token secret');
  return row.value;
}
