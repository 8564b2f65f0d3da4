import { authApi } from '@mv-admin/shared-api';
import { ticketsApi } from '@mv-admin/shared-api/tickets';
import { userPickersApi } from '@mv-admin/shared-api/user-pickers';
import { apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { doubleCharge, hassan, me, payout, signInTrouble } from '../../shared/testing/ticket-fixtures';
import { TicketListPage } from './ticket-list-page';

jest.setTimeout(60_000);
beforeEach(() => {
  jest.spyOn(authApi, 'me').mockResolvedValue({ ...me, phone_number: null });
  jest.spyOn(userPickersApi, 'listAdmins').mockResolvedValue([me, hassan]);
  jest.spyOn(ticketsApi, 'listTicketChatMessages').mockResolvedValue(apiPage([]));
});
afterEach(() => jest.restoreAllMocks());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('TicketListPage', () => {
  it('lists tickets with subcategory, creator, status, assignee and date, filtered from the URL', async () => {
    const list = jest.spyOn(ticketsApi, 'listTickets').mockResolvedValue(apiPage([doubleCharge, payout, signInTrouble]));
    renderWithProviders(<TicketListPage />, { route: '/tickets?status=submitted&assigned_to_user_id=unassigned&search=charged&page=2' });

    await screen.findByText('TCK-2026-000002');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Tickets');
    const first = within(rowOf('TCK-2026-000002'));
    expect(first.getByText('Refund request')).toBeInTheDocument();
    expect(first.getByText('Payments & Billing')).toBeInTheDocument();
    expect(first.getByText('Aishath Customer')).toBeInTheDocument();
    expect(first.getByText('Submitted')).toBeInTheDocument();
    expect(first.getByText('Unassigned')).toBeInTheDocument();
    expect(first.getByText('Nov 20, 2026, 8:30 AM')).toBeInTheDocument();
    expect(within(rowOf('TCK-2026-000003')).getByText('In progress')).toBeInTheDocument();
    expect(await within(rowOf('TCK-2026-000003')).findByText('Demo Admin (you)')).toBeInTheDocument();
    expect(within(rowOf('TCK-2026-000006')).getByText('Closed')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(
      { query: { page: 2, size: 20, search: 'charged', status: 'submitted', assigned_to_user_id: 'unassigned' } },
      expect.any(AbortSignal),
    );
  });

  it('filters by status and by "assigned to me" through the URL', async () => {
    const list = jest.spyOn(ticketsApi, 'listTickets').mockResolvedValue(apiPage([payout]));
    const { user, location } = renderWithProviders(<TicketListPage />, { route: '/tickets' });
    await screen.findByText('TCK-2026-000003');

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('In progress'));
    expect(location().search).toBe('?status=in-progress');

    await user.click(screen.getByRole('combobox', { name: 'Filter by assignee' }));
    await user.click(await screen.findByTitle('Assigned to me'));
    expect(new URLSearchParams(location().search).get('assigned_to_user_id')).toBe('1');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        { query: expect.objectContaining({ status: 'in-progress', assigned_to_user_id: 1, page: 1 }) },
        expect.any(AbortSignal),
      ),
    );

    await user.click(screen.getByRole('combobox', { name: 'Filter by assignee' }));
    expect(await screen.findByTitle('Hassan Support')).toBeInTheDocument();
    await user.click(screen.getByTitle('Unassigned'));
    expect(new URLSearchParams(location().search).get('assigned_to_user_id')).toBe('unassigned');
  });

  it('opens a ticket in a drawer whose state is in the URL, and Back closes it', async () => {
    jest.spyOn(ticketsApi, 'listTickets').mockResolvedValue(apiPage([doubleCharge]));
    const { user, location, navigate } = renderWithProviders(<TicketListPage />, { route: '/tickets?status=submitted' });

    await user.click(await screen.findByRole('button', { name: 'Open ticket TCK-2026-000002' }));
    expect(location().search).toBe('?status=submitted&ticket=TCK-2026-000002');
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Ticket TCK-2026-000002')).toBeInTheDocument();
    expect(await within(drawer).findByText('I was charged twice for the same cleaning job.')).toBeInTheDocument();

    navigate(-1);
    await waitFor(() => expect(screen.queryByText('Ticket TCK-2026-000002')).not.toBeInTheDocument());
    expect(location().search).toBe('?status=submitted');

    await user.click(screen.getByRole('button', { name: 'Open ticket TCK-2026-000002' }));
    await user.click(await screen.findByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(screen.queryByText('Ticket TCK-2026-000002')).not.toBeInTheDocument());
    expect(location().search).toBe('?status=submitted');
  });

  it('opens a deep link by reference number, and says when no ticket has it', async () => {
    const list = jest
      .spyOn(ticketsApi, 'listTickets')
      .mockImplementation(async ({ query } = {}) => apiPage(query?.search === 'TCK-2026-000003' ? [payout] : query?.search ? [] : [doubleCharge]));
    const { unmount } = renderWithProviders(<TicketListPage />, { route: '/tickets?ticket=TCK-2026-000003' });
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('My payout went to my old bank account.')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ query: { search: 'TCK-2026-000003', size: 100 } }, expect.any(AbortSignal));
    unmount();

    renderWithProviders(<TicketListPage />, { route: '/tickets?ticket=TCK-2026-999999' });
    expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
    expect(screen.getByText('No ticket has the reference TCK-2026-999999. It may have been deleted.')).toBeInTheDocument();
  });
});
