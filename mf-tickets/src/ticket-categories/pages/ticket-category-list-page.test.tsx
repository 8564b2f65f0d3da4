import { ticketsApi } from '@mv-admin/shared-api/tickets';
import { apiError, apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ferries, payments } from '../../shared/testing/ticket-fixtures';
import { TicketCategoryListPage } from './ticket-category-list-page';

jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('TicketCategoryListPage', () => {
  it('lists categories with their audience and status, with search and filters from the URL', async () => {
    const list = jest.spyOn(ticketsApi, 'listTicketCategories').mockResolvedValue(apiPage([payments, ferries]));
    renderWithProviders(<TicketCategoryListPage />, { route: '/ticket/categories?search=pay&active=true&category_type=ALL' });

    await screen.findByText('Payments & Billing');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ticket Categories');
    expect(within(rowOf('Payments & Billing')).getByText('Everyone')).toBeInTheDocument();
    expect(within(rowOf('Ferry Schedules (retired)')).getByText('Customers')).toBeInTheDocument();
    expect(within(rowOf('Payments & Billing')).getByRole('switch', { name: 'Active: Payments & Billing' })).toBeChecked();
    expect(within(rowOf('Ferry Schedules (retired)')).getByRole('switch', { name: 'Active: Ferry Schedules (retired)' })).not.toBeChecked();
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20, search: 'pay', active: 'true', category_type: 'ALL' } }, expect.any(AbortSignal));
  });

  it('switches a category off inline and opens its edit form', async () => {
    jest
      .spyOn(ticketsApi, 'listTicketCategories')
      .mockResolvedValueOnce(apiPage([payments]))
      .mockResolvedValue(apiPage([{ ...payments, active: false }]));
    const update = jest.spyOn(ticketsApi, 'updateTicketCategory').mockResolvedValue({ ...payments, active: false });
    const { user } = renderWithProviders(<TicketCategoryListPage />, { route: '/ticket/categories' });

    await user.click(await screen.findByRole('switch', { name: 'Active: Payments & Billing' }));
    expect(update).toHaveBeenCalledWith({ params: { category_id: 1 }, body: { active: false }, ifMatch: 1 });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Payments & Billing' })).not.toBeChecked());

    await user.click(screen.getByRole('button', { name: 'Edit Payments & Billing' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit ticket category Payments & Billing')).toBeInTheDocument();
  });

  it('says when the list cannot load', async () => {
    jest.spyOn(ticketsApi, 'listTicketCategories').mockRejectedValue(apiError(0, 'Could not reach the server.'));
    renderWithProviders(<TicketCategoryListPage />, { route: '/ticket/categories' });
    expect(await screen.findByText('Could not load ticket categories')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
