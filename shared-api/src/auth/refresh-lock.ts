/** Name of the Web Lock every tab of the origin takes before it refreshes the tokens. */
export const REFRESH_LOCK_NAME = 'mv-admin:token-refresh';

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The browser's lock manager, or undefined where there is none (older browsers, jsdom). */
export const browserLocks = (): RefreshLocks | undefined =>
  typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function'
    ? (navigator.locks as unknown as RefreshLocks)
    : undefined;

/**
 * Runs `refresh` while holding the origin-wide refresh lock, so one tab at a time refreshes and
 * the others wait (the lock is released when `refresh` settles, or when its tab closes). Without
 * a lock manager it runs at once: single-flight then holds within the tab only, and the server's
 * grace period covers the rare race between tabs.
 */
export function withRefreshLock<T>(refresh: () => Promise<T>, locks: RefreshLocks | undefined = browserLocks()): Promise<T> {
  return locks ? locks.request(REFRESH_LOCK_NAME, refresh) : refresh();
}
