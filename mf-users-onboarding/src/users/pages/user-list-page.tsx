import { userSorts } from '@mv-admin/shared-api/users';
import { lazy, useRef } from 'react';
import { ApiError } from '@mv-admin/shared-api';
import type { User } from '@mv-admin/shared-api/users';
import { useFeedback } from '@mv-admin/shared-ui';
import { ListPage, useFormModal, useServerTable } from '@mv-admin/shared-ui/list';
import { useSignedInUser } from '../../shared/api/use-signed-in-user';
import { fetchUserPage, useDeleteUser, userFilters, userListKey } from '../api/users';
import { userColumns } from '../components/user-columns';
import { UserTypeFilter } from '../components/user-type-filter';

// The form (and the kit's form cut) loads when the dialog is first opened, not with the list.
const UserFormModal = lazy(() => import('../components/user-form-modal'));

/** /admin/users: every account with its type; search, type filter, create, edit and delete. */
export function UserListPage() {
  const table = useServerTable({ queryKey: userListKey, fetchPage: fetchUserPage, sorts: userSorts, filters: userFilters, live: ['user'], selectable: true });
  const modal = useFormModal<User>();
  const me = useSignedInUser();
  const remove = useDeleteUser();
  const feedback = useFeedback();
  // One deletion at a time: a second click while asking or sending does nothing.
  const deleting = useRef(false);

  const confirmDelete = async (user: User) => {
    if (deleting.current) return;
    deleting.current = true;
    try {
      await askAndDelete(user);
    } finally {
      deleting.current = false;
    }
  };

  const askAndDelete = async (user: User) => {
    const confirmed = await feedback.confirm({
      title: `Delete ${user.name}?`,
      content: `${user.name} (${user.email}) will no longer be able to sign in. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
    });
    if (!confirmed) return;
    // The server's toast says how it went ("User deleted", "User cannot be deleted").
    await remove.mutateAsync(user).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.title)) feedback.message.error(error instanceof Error ? error.message : 'The user could not be deleted.');
    });
  };

  const columns = userColumns({
    signedInId: me?.id,
    onEdit: modal.openEdit,
    onDelete: (user) => void confirmDelete(user),
    deletingId: remove.isPending ? remove.variables?.id : undefined,
  });
  return (
    <ListPage
      onOpenRow={modal.openEdit}
      list="users"
      title="Manage Users"
      noun={{ one: 'user', other: 'users' }}
      table={table}
      columns={columns}
      onCreate={modal.openCreate}
      filters={<UserTypeFilter value={table.filters.type} onChange={(type) => table.setFilter('type', type)} />}
    >
      {modal.opened && <UserFormModal open={modal.open} user={modal.entity} signedInId={me?.id} onClose={modal.close} />}
    </ListPage>
  );
}
