import { authStore, getHttpClient } from '@mv-admin/shared-api';
import { startLiveConnection } from '@mv-admin/shared-api/live';
import { useEffect } from 'react';

/**
 * The shell owns the browser's live stream while an admin is signed in (docs/live-events.md):
 * GET /events through the one HTTP client, so the bearer header and its 401 recovery are the
 * ky client's (no token in the URL). Stopped when the signed-in layout goes (sign-out).
 */
export function useLiveConnection(): void {
  useEffect(
    () =>
      startLiveConnection({
        open: (lastEventId, signal) =>
          getHttpClient().ky.get('events', {
            headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
            signal,
          }),
        signedIn: () => Boolean(authStore.getState().accessToken),
      }),
    [],
  );
}
