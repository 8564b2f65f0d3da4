import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type Db, timestampParam } from '../db/db';

export interface RefreshPolicy {
  /** Idle lifetime of one refresh token. */
  tokenTtlSeconds: number;
  /** Absolute lifetime of the family (session), counted from sign-in. */
  familyTtlSeconds: number;
  /**
   * How long after its rotation a token may come back from its own session without counting as
   * reuse (another tab of the same browser lost the race). 0 turns the grace period off.
   */
  reuseGraceSeconds: number;
}

interface TokenRow {
  id: string;
  family_id: string;
  user_id: number;
  expires_at: Date;
  family_expires_at: Date;
  revoked_at: Date | null;
  replaced_by: string | null;
}

export type RotateResult =
  | { kind: 'rotated'; token: string }
  /** An already-rotated token came back: somebody holds a copy. The family is now revoked. */
  | { kind: 'reused'; familyId: string; userId: number }
  /**
   * The token was rotated moments ago by its own session and its successor is still the live
   * one: refused, the family untouched (the caller should use the successor it already has).
   */
  | { kind: 'superseded'; familyId: string }
  | { kind: 'invalid' };

/**
 * How long a "this session is live" answer is reused in this process. Revocations made here
 * (sign-out, reuse) drop the entry at once; another API process sharing the database sees them
 * within this delay. It spares one query per request on the embedded database.
 */
const LIVE_SESSION_CACHE_MS = 2000;
const MAX_CACHED_SESSIONS = 10_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');
const iso = timestampParam;

/**
 * Sessions as refresh token families (ASVS 5 §7): 32 random bytes per token, only the SHA-256
 * stored; each use rotates; a reused token revokes its family; a family dies after an absolute
 * lifetime however often it is refreshed. Times come from `now` (milliseconds) so tests can move
 * the clock.
 */
export function createRefreshTokens(db: Db, policy: RefreshPolicy, now: () => number) {
  /** family id -> time (ms) until which it is known to be live. */
  const liveUntil = new Map<string, number>();
  const forget = (familyId: string) => liveUntil.delete(familyId);

  async function insert(run: Pick<Db, 'query'>, familyId: string, userId: number, familyExpiresMs: number) {
    const token = newToken();
    const id = randomUUID();
    const expiresMs = Math.min(now() + policy.tokenTtlSeconds * 1000, familyExpiresMs);
    await run.query(
      `insert into refresh_tokens (id, family_id, token_hash, user_id, expires_at, family_expires_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, familyId, hashToken(token), userId, iso(expiresMs), iso(familyExpiresMs), iso(now())],
    );
    return { id, token };
  }

  /** Starts a session for a user who just signed in; returns its family id and first token. */
  async function startFamily(userId: number): Promise<{ familyId: string; token: string }> {
    const familyId = randomUUID();
    const { token } = await insert(db, familyId, userId, now() + policy.familyTtlSeconds * 1000);
    return { familyId, token };
  }

  /**
   * Whether a rotated token is back within the grace period, from its own session, while its
   * direct successor is still live: two tabs sharing one localStorage that both refreshed.
   * Anything else (late, another session's access token, a successor already rotated or
   * revoked) is reuse.
   */
  async function justRotated(run: Pick<Db, 'query'>, row: TokenRow, familyId: string): Promise<boolean> {
    if (row.family_id !== familyId || !row.revoked_at) return false;
    if (now() - new Date(row.revoked_at).getTime() > policy.reuseGraceSeconds * 1000) return false;
    const [successor] = await run.query<{ id: string }>('select id from refresh_tokens where id = $1 and revoked_at is null and expires_at > $2', [
      row.replaced_by,
      iso(now()),
    ]);
    return successor !== undefined;
  }

  /**
   * Exchanges `token` for a new one in the same family. `familyId` is the session of the access
   * token sent with it: a refresh token only works with its own session's access token. A
   * token that was already rotated revokes its family even when sent with another session's,
   * except just after its rotation by its own session (`reuseGraceSeconds`): then 'superseded'.
   */
  function rotate(token: string, familyId: string): Promise<RotateResult> {
    return db.transaction(async (tx) => {
      const [row] = await tx.query<TokenRow>('select * from refresh_tokens where token_hash = $1 for update', [hashToken(token)]);
      if (!row) return { kind: 'invalid' };
      const at = iso(now());
      if (row.revoked_at && row.replaced_by && (await justRotated(tx, row, familyId))) return { kind: 'superseded', familyId };
      // A rotated token coming back means a copy exists: end its session, whoever presents it.
      if (row.revoked_at && row.replaced_by) {
        await tx.query('update refresh_tokens set revoked_at = $2 where family_id = $1 and revoked_at is null', [row.family_id, at]);
        forget(row.family_id);
        return { kind: 'reused', familyId: row.family_id, userId: row.user_id };
      }
      if (row.revoked_at || row.family_id !== familyId) return { kind: 'invalid' };
      const familyExpiresMs = new Date(row.family_expires_at).getTime();
      if (new Date(row.expires_at).getTime() <= now() || familyExpiresMs <= now()) return { kind: 'invalid' };
      const next = await insert(tx, row.family_id, row.user_id, familyExpiresMs);
      await tx.query('update refresh_tokens set revoked_at = $2, replaced_by = $3 where id = $1', [row.id, at, next.id]);
      return { kind: 'rotated', token: next.token };
    });
  }

  /** Ends a session: every live token of the family is revoked. */
  async function revokeFamily(familyId: string): Promise<void> {
    forget(familyId);
    await db.query('update refresh_tokens set revoked_at = $2 where family_id = $1 and revoked_at is null', [familyId, iso(now())]);
  }

  /**
   * Whether the session still has a live refresh token: false after sign-out, reuse, expiry.
   * Runs on every authenticated request: one lookup on a partial index of live rows, or none
   * when the same session was confirmed in the last LIVE_SESSION_CACHE_MS.
   */
  async function isFamilyActive(familyId: string): Promise<boolean> {
    const known = liveUntil.get(familyId);
    if (known !== undefined && known > now()) return true;
    const [row] = await db.query<{ expires_at: Date }>(
      `select expires_at from refresh_tokens where family_id = $1 and revoked_at is null and expires_at > $2
       order by expires_at desc limit 1`,
      [familyId, iso(now())],
    );
    if (!row) {
      forget(familyId);
      return false;
    }
    if (liveUntil.size >= MAX_CACHED_SESSIONS) liveUntil.clear();
    liveUntil.set(familyId, Math.min(now() + LIVE_SESSION_CACHE_MS, new Date(row.expires_at).getTime()));
    return true;
  }

  /** Deletes sessions past their absolute lifetime (nothing in them can be used any more). */
  async function deleteExpired(): Promise<void> {
    await db.query('delete from refresh_tokens where family_expires_at < $1', [iso(now())]);
  }

  return { startFamily, rotate, revokeFamily, isFamilyActive, deleteExpired };
}
export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
