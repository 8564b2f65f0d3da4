import { authApi } from '@mv-admin/shared-api';
import { usersApi } from '@mv-admin/shared-api/users';
import { apiError, apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { findDialog, waitForNoDialog } from '../../shared/testing/find-dialog';
import { customer, me, myAccount, provider } from '../../shared/testing/fixtures';
import { UserListPage } from './user-list-page';

beforeEach(() => jest.spyOn(authApi, 'me').mockResolvedValue(me));
afterEach(() => jest.restoreAllMocks());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('UserListPage', () => {
  it('lists users with e-mail, phone and type, filtered by type from the URL', async () => {
    const list = jest.spyOn(usersApi, 'listUsers').mockResolvedValue(apiPage([provider]));
    renderWithProviders(<UserListPage />, { route: '/admin/users?type=SERVICE_PROVIDER&search=ibra' });

    expect(await screen.findByText('Ibrahim Plumbing')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const row = rowOf('Ibrahim Plumbing');
    expect(within(row).getByText('ibrahim@example.mv')).toBeInTheDocument();
    expect(within(row).getByText('-')).toBeInTheDocument(); // no phone
    expect(within(row).getByText('Service provider')).toBeInTheDocument();
    expect(within(row).getByText('Business')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20, search: 'ibra', type: 'SERVICE_PROVIDER' } }, expect.any(AbortSignal));
    expect(await screen.findByTitle('Service provider')).toBeInTheDocument(); // the filter shows its choice
  });

  it('filters by type through the URL', async () => {
    const list = jest.spyOn(usersApi, 'listUsers').mockResolvedValue(apiPage([myAccount, customer]));
    const { user, location } = renderWithProviders(<UserListPage />, { route: '/admin/users?page=2' });
    await screen.findByText('Aminath Customer');

    await user.click(screen.getByRole('combobox', { name: 'Filter by type' }));
    await user.click(await screen.findByTitle('Customer'));

    expect(location().search).toBe('?type=CUSTOMER');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ type: 'CUSTOMER', page: 1 }) }, expect.any(AbortSignal)));
  });

  it("offers no delete on the signed-in admin's own row and says why", async () => {
    jest.spyOn(usersApi, 'listUsers').mockResolvedValue(apiPage([myAccount, customer]));
    renderWithProviders(<UserListPage />, { route: '/admin/users' });
    await screen.findByText('Aminath Customer');

    await waitFor(() => expect(within(rowOf('Demo Admin')).getByText('You')).toBeInTheDocument());
    const own = rowOf('Demo Admin');
    expect(within(own).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(own).getByLabelText('This is your account: you cannot delete it or change its type.')).toBeInTheDocument();
    expect(within(rowOf('Aminath Customer')).getByRole('button', { name: 'Delete Aminath Customer' })).toBeInTheDocument();
  });

  it('deletes a user after a confirmation that names them, then refreshes the list', async () => {
    const list = jest
      .spyOn(usersApi, 'listUsers')
      .mockResolvedValueOnce(apiPage([myAccount, customer]))
      .mockResolvedValue(apiPage([myAccount]));
    const remove = jest.spyOn(usersApi, 'deleteUser').mockResolvedValue({ id: 2 });
    const { user } = renderWithProviders(<UserListPage />, { route: '/admin/users' });
    await screen.findByText('Aminath Customer');

    await user.click(screen.getByRole('button', { name: 'Delete Aminath Customer' }));
    const confirm = await findDialog('Delete Aminath Customer?');
    expect(confirm).toHaveTextContent('aminath@example.mv');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(remove).toHaveBeenCalledWith({ params: { id: 2 }, ifMatch: 1 }));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Aminath Customer')).not.toBeInTheDocument());
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    jest.spyOn(usersApi, 'listUsers').mockResolvedValue(apiPage([customer]));
    const remove = jest.spyOn(usersApi, 'deleteUser');
    const { user } = renderWithProviders(<UserListPage />, { route: '/admin/users' });
    await user.click(await screen.findByRole('button', { name: 'Delete Aminath Customer' }));
    const confirm = await findDialog('Delete Aminath Customer?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitForNoDialog('Delete Aminath Customer?');
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows a failed load with Retry', async () => {
    jest
      .spyOn(usersApi, 'listUsers')
      .mockRejectedValueOnce(apiError(0, 'Could not reach the server.'))
      .mockResolvedValue(apiPage([customer]));
    const { user } = renderWithProviders(<UserListPage />, { route: '/admin/users' });
    expect(await screen.findByText('Could not reach the server.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Aminath Customer')).toBeInTheDocument();
  });

  it('opens the form to create a user', async () => {
    jest.spyOn(usersApi, 'listUsers').mockResolvedValue(apiPage([customer]));
    const { user } = renderWithProviders(<UserListPage />, { route: '/admin/users' });
    await screen.findByText('Aminath Customer');
    await user.click(screen.getByRole('button', { name: /New user/ }));
    expect(await findDialog('New user')).toBeInTheDocument();
  });
});
