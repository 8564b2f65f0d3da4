import type { VersionedInput } from '@mv-admin/shared-api';
import { usersApi, userListQuerySchema, type User, type UserCreate, type UserUpdate, type userSorts } from '@mv-admin/shared-api/users';
import { listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { usersOnboardingKeys } from '../../shared/api/query-keys';

export const userListKey = usersOnboardingKeys.users;

/** The user list's URL filter: `?type=SERVICE_PROVIDER` (the contract's own enum, so a bad value means "all"). */
export const userFilters = listFilters({ type: userListQuerySchema.shape.type });
export type UserFilters = z.output<typeof userFilters>;

export const fetchUserPage = (query: ServerTableQuery<UserFilters, typeof userSorts>, signal: AbortSignal) => usersApi.listUsers({ query }, signal);

/** Refetches the user list on screen (and the signed-in user when it was the one changed). */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return (changedSelf = false) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: userListKey }), changedSelf && queryClient.invalidateQueries({ queryKey: ['me'] })]);
}

/** Creates a user, or replaces `user` when given (an empty password keeps the current one). */
export function useSaveUser(user?: User, signedInId?: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ values: body, version }: VersionedInput<UserCreate | UserUpdate>) =>
      user ? usersApi.updateUser({ params: { id: user.id }, body: body as UserUpdate, ifMatch: version }) : usersApi.createUser({ body: body as UserCreate }),
    onSuccess: () => invalidate(user !== undefined && user.id === signedInId),
  });
}

/** Deletes a user (the server refuses oneself and users with activity, with a toast). */
export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (user: User) => usersApi.deleteUser({ params: { id: user.id }, ifMatch: user.version }),
    onSuccess: () => invalidate(),
  });
}
