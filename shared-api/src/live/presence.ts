import { useEffect, useState } from 'react';
import type { PresenceEvent, PresenceState } from '../contract/events';
import { getHttpClient } from '../http/client';
import { liveHub } from './live-hub';
import { useLiveStatus } from './use-live';

/** How often an open record renews its viewer's presence (the server forgets it after 30 s). */
export const PRESENCE_RENEW_MS = 12_000;

type PresenceType = PresenceEvent['type'];
export type PresenceViewer = PresenceEvent['viewers'][number];

function postPresence(type: PresenceType, id: string, state: PresenceState): void {
  try {
    // keepalive: the `left` sent while a tab closes still reaches the server.
    getHttpClient()
      .ky.post('presence', { json: { type, id, state }, keepalive: state === 'left' })
      .catch(() => undefined);
  } catch {
    // No client installed (a test, a frame still starting): presence is only a hint.
  }
}

/**
 * Presence on one record (docs/live-events.md): while mounted with an `id`, tells the server this
 * admin is `viewing` (or `typing`) it, renews that every PRESENCE_RENEW_MS, and sends `left` on
 * unmount. Returns the other viewers the stream reports (`selfId` left out), empty while the
 * stream is not live. Failures to post are ignored: presence is a hint, never an error.
 */
export function usePresence(type: PresenceType, id: string | undefined, state: 'viewing' | 'typing', selfId?: number): PresenceViewer[] {
  const [viewers, setViewers] = useState<PresenceViewer[]>([]);
  const status = useLiveStatus();

  useEffect(() => {
    if (!id) return;
    setViewers([]);
    return liveHub.subscribe({
      types: [],
      callback: (m) => {
        if (m.kind === 'presence' && m.event.type === type && m.event.id === id) setViewers(m.event.viewers);
      },
    });
  }, [type, id]);

  useEffect(() => {
    if (!id) return;
    postPresence(type, id, state);
    const timer = setInterval(() => postPresence(type, id, state), PRESENCE_RENEW_MS);
    return () => clearInterval(timer);
  }, [type, id, state]);

  useEffect(() => {
    if (!id) return;
    const leave = () => postPresence(type, id, 'left');
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [type, id]);

  return status === 'live' ? viewers.filter((v) => v.user_id !== selfId) : [];
}
