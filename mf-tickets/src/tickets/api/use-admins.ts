import { userPickersApi } from '@mv-admin/shared-api/user-pickers';
import { meQuery } from '@mv-admin/shared-api/query';
import { useQuery } from '@tanstack/react-query';
import { ticketKeys } from '../../shared/api/query-keys';

/** Every admin, by name (GET users/admin): who a ticket can be assigned to. */
export function useAdmins() {
  return useQuery({ queryKey: ticketKeys.admins, queryFn: ({ signal }) => userPickersApi.listAdmins(undefined, signal), staleTime: 60_000 });
}

/** The signed-in admin's id ("assigned to me", "You" in the conversation); undefined until known. */
export function useMyId(): number | undefined {
  return useQuery(meQuery()).data?.id;
}
