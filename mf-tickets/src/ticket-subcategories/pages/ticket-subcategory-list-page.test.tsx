import { ticketsApi } from '@mv-admin/shared-api/tickets';
import { apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ferries, ferryTiming, payments, refunds } from '../../shared/testing/ticket-fixtures';
import { TicketSubcategoryListPage } from './ticket-subcategory-list-page';

jest.setTimeout(60_000);
beforeEach(() => jest.spyOn(ticketsApi, 'listTicketCategories').mockResolvedValue(apiPage([payments, ferries])));
afterEach(() => jest.restoreAllMocks());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('TicketSubcategoryListPage', () => {
  it('lists subcategories under their category, filtered by category through the URL', async () => {
    const list = jest.spyOn(ticketsApi, 'listTicketSubcategories').mockResolvedValue(apiPage([refunds, ferryTiming]));
    const { user, location } = renderWithProviders(<TicketSubcategoryListPage />, { route: '/ticket/subcategories' });

    await screen.findByText('Refund request');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ticket Subcategories');
    expect(within(rowOf('Refund request')).getByText('Payments & Billing')).toBeInTheDocument();
    expect(within(rowOf('Ferry timing')).getByText('Category inactive')).toBeInTheDocument();
    expect(within(rowOf('Ferry timing')).getByRole('switch', { name: 'Active: Ferry timing' })).not.toBeChecked();

    await user.click(screen.getByRole('combobox', { name: 'Filter by category' }));
    await user.click(await screen.findByTitle('Payments & Billing'));
    expect(location().search).toBe('?ticket_category_id=1');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ ticket_category_id: 1, page: 1 }) }, expect.any(AbortSignal)));
  });

  it('preselects the filtered category when creating', async () => {
    jest.spyOn(ticketsApi, 'listTicketSubcategories').mockResolvedValue(apiPage([refunds]));
    const { user } = renderWithProviders(<TicketSubcategoryListPage />, { route: '/ticket/subcategories?ticket_category_id=1' });
    await screen.findByText('Refund request');
    await user.click(screen.getByRole('button', { name: /New ticket subcategory/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTitle('Payments & Billing')).toBeInTheDocument();
  });
});
