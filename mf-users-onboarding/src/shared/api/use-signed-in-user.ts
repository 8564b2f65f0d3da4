import { meQuery } from '@mv-admin/shared-api/query';
import { useQuery } from '@tanstack/react-query';

/** The signed-in admin (spec §7 GET /me, shared with the shell's sidebar: same key, 10 s stale). */
export function useSignedInUser() {
  return useQuery(meQuery()).data;
}
