import { useEffect, useState } from 'react';
import type { PresenceEvent, PresenceState } from '../contract/events';
// From the package, not the file: the page's one installed client lives in the root entry.
import { getHttpClient } from '@mv-admin/shared-api';
import { isPresenceEvent } from './event-guards';
import { liveHub } from './live-hub';
import { useLiveStatus } from './use-live';

/** How often an open record renews its viewer's presence (the server forgets it after 30 s). */
export const PRESENCE_RENEW_MS = 12_000;

type PresenceType = PresenceEvent['type'];
export type PresenceViewer = PresenceEvent['viewers'][number];

/**
 * Reports `state` on a record (the contract's updatePresence); resolves to who has it open now, or
 * undefined when that failed. Plain ky with a hand check of the answer: the contract's call would
 * bring its zod schemas onto every signed-in page (event-guards.ts).
 */
async function postPresence(type: PresenceType, id: string, state: PresenceState): Promise<PresenceEvent | undefined> {
  try {
    const answer = await getHttpClient().ky.post('presence', { json: { type, id, state } }).json<{ data?: unknown }>();
    return isPresenceEvent(answer.data) ? answer.data : undefined;
  } catch {
    // Presence is only a hint: a refused or failed report changes nothing on screen.
    return undefined;
  }
}

/**
 * Presence on one record (docs/live-events.md): while mounted with an `id`, tells the server this
 * admin is `viewing` (or `typing`) it, renews that every PRESENCE_RENEW_MS, and sends `left` on
 * unmount (a closed tab's presence is gone with the server's TTL). Returns the other viewers the stream reports (`selfId` left out), empty while the
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
    let active = true;
    // The answer says who is there now, before the stream's next presence event.
    const report = () => void postPresence(type, id, state).then((now) => active && now && setViewers(now.viewers));
    report();
    const timer = setInterval(report, PRESENCE_RENEW_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [type, id, state]);

  useEffect(() => {
    if (!id) return;
    const leave = () => void postPresence(type, id, 'left');
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [type, id]);

  return status === 'live' ? viewers.filter((v) => v.user_id !== selfId) : [];
}
