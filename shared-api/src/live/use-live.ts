import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { AuditEntityType } from '../contract/audit';
import { type LiveMessage, type LiveStatus, liveHub } from './live-hub';

/** The live stream's status (`live`, `connecting`, `down`, `off`), re-rendering when it changes. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveHub.onStatus, liveHub.getStatus, liveHub.getStatus);
}

/**
 * The polling interval a screen should use: `false` while the stream is live (events drive its
 * refetches), `ms` otherwise, so a screen keeps moving when the stream is down or absent.
 */
export function useLiveFallbackInterval(ms: number): number | false {
  return useLiveStatus() === 'live' ? false : ms;
}

/**
 * Calls `callback` for each live message about `types` (every change when omitted), plus resets
 * and presence updates, while the component is mounted and `enabled`. The latest callback is used
 * without resubscribing.
 */
export function useLiveEvents(types: readonly AuditEntityType[] | undefined, callback: (message: LiveMessage) => void, enabled = true): void {
  const latest = useRef(callback);
  latest.current = callback;
  const key = types?.join(',');
  useEffect(() => {
    if (!enabled) return;
    return liveHub.subscribe({ types: key?.split(',') as AuditEntityType[] | undefined, callback: (m) => latest.current(m) });
  }, [key, enabled]);
}
