import type { AuditEntityType } from '../contract/audit';
import type { ChangeEvent, PresenceEvent } from '../contract/events';

/**
 * The stream's state as screens see it: `connecting` until the first answer, `live` while events
 * arrive, `down` while it is broken (screens then poll), `off` when no connection runs (signed out,
 * a standalone frame without a shell).
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'down';

/** What the hub hands its subscribers: a change, a presence update, or a reset (refetch everything). */
export type LiveMessage = { kind: 'change'; event: ChangeEvent } | { kind: 'presence'; event: PresenceEvent } | { kind: 'reset' };

export interface LiveSubscription {
  /** Entity types to hear about; every change when omitted. Resets and presence always arrive. */
  types?: readonly AuditEntityType[];
  callback: (message: LiveMessage) => void;
}

/**
 * The page's one place where live events meet screens (a federated singleton, so every remote
 * shares it). The connection owner publishes into it; screens subscribe. A throwing subscriber is
 * reported and skipped: one screen's bug never stops the others' updates.
 */
export function createLiveHub() {
  const subscribers = new Set<LiveSubscription>();
  const statusListeners = new Set<() => void>();
  let status: LiveStatus = 'off';

  return {
    /** Registers a subscriber (refine's liveProvider shape); returns its unsubscribe. */
    subscribe(subscription: LiveSubscription): () => void {
      subscribers.add(subscription);
      return () => void subscribers.delete(subscription);
    },
    publish(message: LiveMessage): void {
      for (const s of [...subscribers]) {
        if (message.kind === 'change' && s.types && !s.types.includes(message.event.type)) continue;
        try {
          s.callback(message);
        } catch (error) {
          console.error('A live-event subscriber failed', error);
        }
      }
    },
    getStatus: (): LiveStatus => status,
    setStatus(next: LiveStatus): void {
      if (next === status) return;
      status = next;
      for (const listener of [...statusListeners]) listener();
    },
    /** For useSyncExternalStore: calls `listener` whenever the status changes. */
    onStatus(listener: () => void): () => void {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;

/** The page's hub. */
export const liveHub = createLiveHub();

/** The record ids a change names (`"4,5"` when one call created several). */
export const changedIds = (event: ChangeEvent): string[] => (event.id ? event.id.split(',') : []);
