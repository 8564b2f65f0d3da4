import { ticketsApi } from '@mv-admin/shared-api/tickets';
import { apiError, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { payments } from '../../shared/testing/ticket-fixtures';
import { TicketCategoryFormModal } from './ticket-category-form-modal';

jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: RegExp) => within(dialog()).getByRole('button', { name });

describe('TicketCategoryFormModal', () => {
  it('asks for a title of at least 2 characters and sends nothing until it is fixed', async () => {
    const create = jest.spyOn(ticketsApi, 'createTicketCategory').mockResolvedValue(payments);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<TicketCategoryFormModal open onClose={onClose} />);
    await user.type(field('Title'), 'P');
    await user.click(submit(/Create/));
    expect(await within(dialog()).findByText('Title must be at least 2 characters')).toBeInTheDocument();
    // Fixed and sent again: exactly one call, with the fixed title, so the first submit sent nothing.
    await user.type(field('Title'), 'ayments');
    await user.click(submit(/Create/));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ body: expect.objectContaining({ title: 'Payments' }) });
  });

  it('creates an active category offered to everyone unless told otherwise', async () => {
    const create = jest.spyOn(ticketsApi, 'createTicketCategory').mockResolvedValue(payments);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<TicketCategoryFormModal open onClose={onClose} />);
    await user.type(field('Title'), '  Refunds  ');
    await user.type(field('Description'), 'Money back');
    await user.click(within(dialog()).getByText('Customers'));
    expect(field('Active')).toBeChecked();
    await user.click(submit(/Create/));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ body: { title: 'Refunds', description: 'Money back', category_type: 'CUSTOMER', active: true } });
  });

  it('puts a duplicate title on its field and keeps what was typed', async () => {
    jest
      .spyOn(ticketsApi, 'updateTicketCategory')
      .mockRejectedValue(apiError(409, 'Ticket category already exists', [{ path: ['title'], message: 'Another ticket category already uses this title' }]));
    const onClose = jest.fn();
    const { user } = renderWithProviders(<TicketCategoryFormModal open category={payments} onClose={onClose} />);
    expect(field('Title')).toHaveValue('Payments & Billing');
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Delivery');
    await user.click(submit(/Save/));
    expect(await within(dialog()).findByText('Another ticket category already uses this title')).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Delivery');
    expect(field('Description')).toHaveValue('Charges, refunds and invoices');
    expect(onClose).not.toHaveBeenCalled();
  });
});
