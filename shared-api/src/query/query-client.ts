import { QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { ApiError } from '../http/call';

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
export const meQuery = () => queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => api.me(undefined, signal), staleTime: 10_000 });
