// `@mv-admin/shared-api/query`: TanStack Query setup, loaded with the signed-in layout (not on /login).
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { authApi, ApiError } from '@mv-admin/shared-api';

/**
 * The query client every screen shares (one per page, created by the shell or a standalone
 * frame). Client errors (4xx) are not retried: retrying cannot fix them; others retry once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Spec §7, §9: the signed-in user, stale after 10 seconds. */
export const meQuery = () => queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => authApi.me(undefined, signal), staleTime: 10_000 });

/** How often a dashboard widget refreshes while its tab is visible (a few minutes). */
export const DASHBOARD_REFRESH_MS = 3 * 60_000;

/** The `meta` that marks a dashboard widget's query, which the dashboard re-reads on live changes. */
export const DASHBOARD_QUERY_META = { dashboard: true } as const;

/**
 * Query options every dashboard widget uses (issue 13): refetch when the tab becomes visible again
 * (TanStack Query listens to `visibilitychange`) if the figures are older than 30 s, and every
 * DASHBOARD_REFRESH_MS while it stays visible (never in a hidden tab). Spread into `useQuery`.
 * The dashboard also re-reads them on live changes (issue 33), found by DASHBOARD_QUERY_META.
 */
export const dashboardRefresh = {
  meta: DASHBOARD_QUERY_META,
  staleTime: 30_000,
  refetchOnWindowFocus: true,
  refetchInterval: DASHBOARD_REFRESH_MS,
  refetchIntervalInBackground: false,
} as const;
