import { useLiveEvents } from '@mv-admin/shared-api/live';
import { DASHBOARD_QUERY_META } from '@mv-admin/shared-api/query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** At most one re-read of the dashboard's figures per this many ms, however busy the stream is. */
export const DASHBOARD_LIVE_THROTTLE_MS = 2_000;

/**
 * The dashboard's figures move with the live stream: any change (or a reset) re-reads every
 * widget's query (those spread with `dashboardRefresh`), at most once per
 * DASHBOARD_LIVE_THROTTLE_MS, so 20 writes a second cost one round of summaries, not twenty.
 */
export function useLiveDashboard(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvents(undefined, (message) => {
    if (message.kind === 'presence' || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ predicate: (query) => query.meta?.dashboard === DASHBOARD_QUERY_META.dashboard });
    }, DASHBOARD_LIVE_THROTTLE_MS);
  });
}
