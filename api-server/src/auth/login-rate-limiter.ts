export interface LoginLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  windowSeconds: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Upper bound on tracked keys, so a flood of random emails cannot exhaust memory. */
const MAX_KEYS = 50_000;

/**
 * In-memory counters of failed sign-ins per account (email) and per client IP, in fixed windows.
 * Blocking happens before the password is checked, so a blocked attacker also stops costing
 * scrypt time. A successful sign-in clears the account's counter, not the IP's. One process
 * only: several API instances would each keep their own counts (see docs/security.md).
 */
export function createLoginRateLimiter(limits: LoginLimits, now: () => number) {
  const windows = new Map<string, Window>();

  const live = (key: string): Window | undefined => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };

  const prune = () => {
    for (const [key, w] of windows) if (w.resetAt <= now()) windows.delete(key);
    // Still full: drop the oldest windows (Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  };

  const bump = (key: string) => {
    const w = live(key);
    if (w) w.count += 1;
    else {
      if (windows.size >= MAX_KEYS) prune();
      windows.set(key, { count: 1, resetAt: now() + limits.windowSeconds * 1000 });
    }
  };

  const keys = (ip: string, email: string) => ({ ip: `ip:${ip}`, account: `acct:${email.trim().toLowerCase()}` });

  /** Seconds until the caller may try again, or 0 when neither the IP nor the account is blocked. */
  function retryAfter(ip: string, email: string): number {
    const k = keys(ip, email);
    const blocked = [
      [live(k.ip), limits.maxFailuresPerIp],
      [live(k.account), limits.maxFailuresPerAccount],
    ] as const;
    const until = Math.max(0, ...blocked.filter(([w, max]) => w && w.count >= max).map(([w]) => w!.resetAt));
    return until ? Math.max(1, Math.ceil((until - now()) / 1000)) : 0;
  }

  function recordFailure(ip: string, email: string): void {
    const k = keys(ip, email);
    bump(k.ip);
    bump(k.account);
  }

  function recordSuccess(email: string): void {
    windows.delete(keys('', email).account);
  }

  return { retryAfter, recordFailure, recordSuccess };
}
export type LoginRateLimiter = ReturnType<typeof createLoginRateLimiter>;
