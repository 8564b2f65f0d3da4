import { authStore } from '@mv-admin/shared-api';
import { createQueryClient } from '@mv-admin/shared-api/query';

/**
 * The one query cache of the signed-in admin, shared by the shell and every remote. Created with
 * the signed-in layout, not at startup: the login page does without TanStack Query. Emptied when
 * the session ends, so the next user starts from nothing.
 */
export const queryClient = createQueryClient();

authStore.subscribe((state, previous) => {
  if (previous.accessToken && !state.accessToken) queryClient.clear();
});
