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
