import { createHash } from 'node:crypto';
import { type Queryable, timestampParam } from '../db/db';

export interface LoginLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  windowSeconds: number;
}

/** The stored key of a counter: a hash, so the table holds no address and no e-mail. */
const keyOf = (name: string) => createHash('sha256').update(name).digest('hex');
const iso = timestampParam;
const keys = (ip: string, email: string) => ({ ip: keyOf(`ip:${ip}`), account: keyOf(`acct:${email.trim().toLowerCase()}`) });

/**
 * Counters of failed sign-ins per account (email) and per client IP, in fixed windows, kept in
 * the database (`login_failures`) so that every API process on it enforces the same limits.
 * Blocking happens before the password is checked, so a blocked attacker also stops costing
 * scrypt time. A successful sign-in clears the account's counter, not the IP's. Expired windows
 * are deleted as new failures arrive.
 */
export function createLoginRateLimiter(db: Queryable, limits: LoginLimits, now: () => number) {
  /** Seconds until the caller may try again, or 0 when neither the IP nor the account is blocked. */
  async function retryAfter(ip: string, email: string): Promise<number> {
    const k = keys(ip, email);
    const rows = await db.query<{ key: string; failures: number; reset_ms: number }>(
      `select key, failures, (extract(epoch from reset_at) * 1000)::float8 as reset_ms
       from login_failures where key = any($1::text[]) and reset_at > $2::timestamptz`,
      [[k.ip, k.account], iso(now())],
    );
    const max = (key: string) => (key === k.ip ? limits.maxFailuresPerIp : limits.maxFailuresPerAccount);
    const until = Math.max(0, ...rows.filter((r) => r.failures >= max(r.key)).map((r) => r.reset_ms));
    return until ? Math.max(1, Math.ceil((until - now()) / 1000)) : 0;
  }

  async function recordFailure(ip: string, email: string): Promise<void> {
    const k = keys(ip, email);
    const at = iso(now());
    await db.query('delete from login_failures where reset_at <= $1::timestamptz', [at]);
    // One statement for both counters; a window that has run out starts again at 1.
    await db.query(
      `insert into login_failures as f (key, failures, reset_at) values ($1, 1, $3::timestamptz), ($2, 1, $3::timestamptz)
       on conflict (key) do update set
         failures = case when f.reset_at <= $4::timestamptz then 1 else f.failures + 1 end,
         reset_at = case when f.reset_at <= $4::timestamptz then excluded.reset_at else f.reset_at end`,
      [k.ip, k.account, iso(now() + limits.windowSeconds * 1000), at],
    );
  }

  async function recordSuccess(email: string): Promise<void> {
    await db.query('delete from login_failures where key = $1', [keys('', email).account]);
  }

  return { retryAfter, recordFailure, recordSuccess };
}
export type LoginRateLimiter = ReturnType<typeof createLoginRateLimiter>;
