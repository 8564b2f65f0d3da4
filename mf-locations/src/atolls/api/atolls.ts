import type { VersionedInput } from '@mv-admin/shared-api';
import { locationsApi, type Atoll, type AtollInput, type atollSorts } from '@mv-admin/shared-api/locations';
import type { ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation } from '@tanstack/react-query';
import { locationKeys } from '../../shared/api/query-keys';
import { useInvalidateLocations } from '../../shared/api/use-invalidate-locations';

export const atollListKey = locationKeys.atolls;

export const fetchAtollPage = (query: ServerTableQuery<object, typeof atollSorts>, signal: AbortSignal) => locationsApi.listAtolls({ query }, signal);

/** Creates an atoll, or updates `atoll` when given; an emptied province is saved as none. */
export function useSaveAtoll(atoll?: Atoll) {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: ({ values, version }: VersionedInput<AtollInput>) => {
      const body = { ...values, province: values.province || null };
      return atoll ? locationsApi.updateAtoll({ params: { atoll_id: atoll.id }, body, ifMatch: version }) : locationsApi.createAtoll({ body });
    },
    // Waiting for the refetch lets the modal close onto a list that already shows the change.
    onSuccess: invalidate,
  });
}
