import { screen, within } from '@testing-library/react';
import { authApi } from '@mv-admin/shared-api';
import { dashboardApi } from '@mv-admin/shared-api/dashboard';
import { renderWithProviders } from '@mv-admin/shared-ui/testing';
import TicketsWidget from './tickets-widget';

const me = { id: 7, type: 'ADMIN' as const, name: 'Mariyam Admin', email: 'admin@example.com', phone_number: null };

beforeEach(() => jest.spyOn(authApi, 'me').mockResolvedValue(me));
afterEach(() => jest.restoreAllMocks());

describe('TicketsWidget', () => {
  it('shows open tickets per status with unassigned and mine, each linking to All Tickets with exactly its filters', async () => {
    jest.spyOn(dashboardApi, 'ticketsSummary').mockResolvedValue({
      by_status: { submitted: { total: 12, unassigned: 9, assigned_to_me: 1 }, 'in-progress': { total: 5, unassigned: 1, assigned_to_me: 2 } },
    });
    const { user, location } = renderWithProviders(<TicketsWidget />);
    const table = await screen.findByRole('table', { name: 'Open tickets by status' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Submitted', 'In progress', 'Total']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Open', 'Unassigned', 'Assigned to me']);
    const link = (name: string) => within(table).getByRole('link', { name });
    expect(link('Submitted, open: 12')).toHaveAttribute('href', '/tickets?status=submitted');
    expect(link('Submitted, unassigned: 9')).toHaveAttribute('href', '/tickets?status=submitted&assigned_to_user_id=unassigned');
    expect(link('In progress, assigned to me: 2')).toHaveAttribute('href', '/tickets?status=in-progress&assigned_to_user_id=7');
    // The totals over both statuses: no single list filter gives them, so they are not links.
    const totals = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)!);
    expect(totals.map((c) => c.textContent)).toEqual(['17', '10', '3']);
    expect(totals.every((c) => within(c).queryByRole('link') === null)).toBe(true);
    await user.click(link('In progress, unassigned: 1'));
    expect(location().search).toBe('?status=in-progress&assigned_to_user_id=unassigned');
  });

  it('says what failed, with Retry', async () => {
    jest.spyOn(dashboardApi, 'ticketsSummary').mockRejectedValue(new Error('Could not reach the server.'));
    renderWithProviders(<TicketsWidget />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the ticket figures');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
