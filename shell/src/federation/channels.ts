import { type PreviewPolicy, type RemoteEntry, SESSION_TOKEN_KEY } from '@mv-admin/shared-api';

/**
 * Which build of a module this browser runs, and why (docs/deploying-a-module.md): the registry's
 * `entry` (live), its `canary` for a share of the users, or a preview the admin chose for their
 * own browser. Plain functions of the registry, the signed-in user's id and local storage.
 */
export type Channel = 'live' | 'canary' | 'preview';

export interface Choice {
  channel: Channel;
  entry: string;
  /** The registry's version for that entry; a preview's is known once its build loads. */
  version?: string;
  /** The user's canary bucket (0-99) when the module has a canary. */
  bucket?: number;
  /** The canary's share, when the module has one. */
  percent?: number;
}

/**
 * In localStorage: every tab of this browser previews the same build, and sign-out clears it
 * with the rest of the storage (auth-store's clearStorage), so the preview stops with the session.
 */
export const PREVIEW_KEY = 'mv-admin-previews';

/**
 * A user's stable bucket for a module, 0-99: FNV-1a (32 bit) of `<userId>:<module name>`. Stable
 * across reloads and devices; a different module puts the same user in another bucket, so one
 * set of users is not the canary of every module.
 */
export function canaryBucket(userId: number, name: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${userId}:${name}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/**
 * The signed-in user's id: the `sub` of the stored access token (the id GET /me answers), read
 * without a round trip so the first module load already knows it. Not verified here: it only
 * picks a build; the API verifies the token on every call.
 */
export function signedInUserId(token = localStorage.getItem(SESSION_TOKEN_KEY)): number | undefined {
  try {
    const payload = JSON.parse(atob((token ?? '').split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'number' && Number.isInteger(payload.sub) ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `url`'s origin matches a CSP host source of the policy (`http://localhost:*` takes any port). */
export function originAllowed(url: string, origins: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  return origins.some((source) => {
    const wildcard = source.endsWith(':*');
    const allowed = new URL(wildcard ? source.slice(0, -2) : source);
    return allowed.protocol === target.protocol && allowed.hostname === target.hostname && (wildcard || allowed.port === target.port);
  });
}

/** Why this user may not preview `entry` (the message to show), or undefined when they may. */
export function previewRefusal(entry: string, policy: PreviewPolicy | undefined, userId: number | undefined): string | undefined {
  if (!policy || policy.origins.length === 0) return "This admin's registry allows no previews.";
  if (policy.admins && (userId === undefined || !policy.admins.includes(userId))) return "This admin's registry does not allow you to preview builds.";
  let url: URL | undefined;
  try {
    url = new URL(entry);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol)) return 'Enter the full URL of a remoteEntry.js, e.g. http://localhost:3101/remoteEntry.js.';
  if (!originAllowed(url.href, policy.origins)) return `Previews from ${url.origin} are not allowed; this admin allows ${policy.origins.join(', ')}.`;
  return undefined;
}

/** The previews chosen in this browser: module name -> entry URL. */
export function storedPreviews(): Record<string, string> {
  try {
    const value = JSON.parse(localStorage.getItem(PREVIEW_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Previews `entry` in place of module `name`'s live build in this browser, or stops (`undefined`). */
export function setPreview(name: string, entry: string | undefined): void {
  const { [name]: _, ...others } = storedPreviews();
  const next = entry ? { ...others, [name]: entry } : others;
  if (Object.keys(next).length) localStorage.setItem(PREVIEW_KEY, JSON.stringify(next));
  else localStorage.removeItem(PREVIEW_KEY);
}

/**
 * The build this browser runs for `remote`: a preview still allowed by the registry, else the
 * canary when the user's bucket is below its share, else the live entry.
 */
export function chooseEntry(remote: RemoteEntry, policy: PreviewPolicy | undefined, userId = signedInUserId(), previews = storedPreviews()): Choice {
  const preview = previews[remote.name];
  if (typeof preview === 'string' && !previewRefusal(preview, policy, userId)) return { channel: 'preview', entry: preview };
  const canary = remote.canary;
  if (!canary) return { channel: 'live', entry: remote.entry, version: remote.version };
  const bucket = userId === undefined ? undefined : canaryBucket(userId, remote.name);
  const shares = { bucket, percent: canary.percent };
  // No user id (signed out): the live build, except at 100 % where everyone runs the canary.
  if (canary.percent === 100 || (bucket !== undefined && bucket < canary.percent))
    return { channel: 'canary', entry: canary.entry, version: canary.version, ...shares };
  return { channel: 'live', entry: remote.entry, version: remote.version, ...shares };
}
