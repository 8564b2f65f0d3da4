import { ticketsApi } from '@mv-admin/shared-api/tickets';
import { apiError, apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ferries, payments, refunds } from '../../shared/testing/ticket-fixtures';
import { TicketSubcategoryFormModal } from './ticket-subcategory-form-modal';

jest.setTimeout(60_000);
beforeEach(() => jest.spyOn(ticketsApi, 'listTicketCategories').mockResolvedValue(apiPage([payments, ferries])));
afterEach(() => jest.restoreAllMocks());

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const submit = (name: RegExp) => within(dialog()).getByRole('button', { name });

describe('TicketSubcategoryFormModal', () => {
  it('asks for a parent category and a title of at least 2 characters', async () => {
    const create = jest.spyOn(ticketsApi, 'createTicketSubcategory');
    const { user } = renderWithProviders(<TicketSubcategoryFormModal open onClose={jest.fn()} />);
    await user.click(submit(/Create/));
    expect(await within(dialog()).findByText('Title must be at least 2 characters')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Please Select a value')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a subcategory under the chosen category (inactive ones are marked)', async () => {
    const create = jest.spyOn(ticketsApi, 'createTicketSubcategory').mockResolvedValue(refunds);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<TicketSubcategoryFormModal open onClose={onClose} />);
    await user.click(field('Parent category'));
    expect(await screen.findByTitle('Ferry Schedules (retired) (inactive)')).toBeInTheDocument();
    await user.click(screen.getByTitle('Payments & Billing'));
    await user.type(field('Title'), 'Refund request');
    await user.click(submit(/Create/));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ body: { title: 'Refund request', description: null, ticket_category_id: 1, active: true } });
  });

  it('puts a duplicate title on its field and keeps the values', async () => {
    jest
      .spyOn(ticketsApi, 'updateTicketSubcategory')
      .mockRejectedValue(
        apiError(409, 'Ticket subcategory already exists', [{ path: ['title'], message: 'This category already has a subcategory with this title' }]),
      );
    const { user } = renderWithProviders(<TicketSubcategoryFormModal open subcategory={refunds} onClose={jest.fn()} />);
    await user.type(field('Description'), 'Twice charged');
    await user.click(submit(/Save/));
    expect(await within(dialog()).findByText('This category already has a subcategory with this title')).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Refund request');
    expect(field('Description')).toHaveValue('Twice charged');
  });
});
