/** A record as the audit trail sees it: its columns (and derived fields) by name. */
export type Snapshot = Record<string, unknown>;
export type Changes = Record<string, { before: unknown; after: unknown }>;

export const REDACTED = '[redacted]';

/** Keys whose values never reach the audit trail: passwords, their hashes, tokens, secrets, one-time codes (completion_otp). */
const SECRET_KEY = /password|token|secret|otp/i;

/** `value` with the value of every secret-named key, at any depth, replaced by `[redacted]`. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? (v == null ? v : REDACTED) : redact(v)]));
}

// Snapshots come from jsonb (canonical key order), so equal values serialize equally.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two snapshots of a record, with both values, secrets redacted
 * (a changed password shows as `[redacted]` -> `[redacted]`). `before` is null for a create
 * and `after` null for a delete: every field that has a value is listed. A missing field and
 * null are the same.
 */
export function changedFields(before: Snapshot | null, after: Snapshot | null): Changes {
  const changes: Changes = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const was = before ? (before[key] ?? null) : null;
    const is = after ? (after[key] ?? null) : null;
    if (same(was, is)) continue;
    changes[key] = SECRET_KEY.test(key)
      ? { before: was == null ? null : REDACTED, after: is == null ? null : REDACTED }
      : { before: redact(was), after: redact(is) };
  }
  return changes;
}
