import { ticketsApi } from '@mv-admin/shared-api/tickets';
import { apiError, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { adminReply, doubleCharge } from '../../shared/testing/ticket-fixtures';
import { pngFile } from '../../shared/testing/files';
import { TicketFormModal } from './ticket-form-modal';

jest.setTimeout(60_000);
beforeEach(() =>
  jest
    .spyOn(ticketsApi, 'ticketCategorySubcategorySelect')
    .mockResolvedValue([{ id: 1, title: 'Payments & Billing', category_type: 'ALL', subcategories: [{ id: 11, title: 'Refund request' }] }]),
);
afterEach(() => jest.restoreAllMocks());

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(field('Subcategory'));
  await user.click(await screen.findByTitle('Refund request'));
  await user.type(field('Description'), 'Charged twice for one job');
  await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, pngFile());
  await within(dialog()).findByText('screenshot.png');
}

describe('TicketFormModal', () => {
  it('asks for a subcategory and a description of at least 5 characters', async () => {
    const create = jest.spyOn(ticketsApi, 'createTicket');
    const { user } = renderWithProviders(<TicketFormModal open onClose={jest.fn()} onCreated={jest.fn()} />);
    await user.type(field('Description'), 'Help');
    await user.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await within(dialog()).findByText('Description must be at least 5 characters')).toBeInTheDocument();
    expect(await within(dialog()).findByText('Please Select a value')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the ticket, sends its attachments as the first message and opens it', async () => {
    const create = jest.spyOn(ticketsApi, 'createTicket').mockResolvedValue(doubleCharge);
    const send = jest.spyOn(ticketsApi, 'sendTicketMessage').mockResolvedValue(adminReply);
    const onCreated = jest.fn();
    const onClose = jest.fn();
    const { user } = renderWithProviders(<TicketFormModal open onClose={onClose} onCreated={onCreated} />);
    await fillIn(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ body: { description: 'Charged twice for one job', ticket_subcategory_id: 11 } });
    expect(send).toHaveBeenCalledWith({ body: { chat_id: 302, file: [expect.objectContaining({ name: 'screenshot.png' })] } });
    expect(onCreated).toHaveBeenCalledWith(doubleCharge);
  });

  it("keeps a description's punctuation and markup as typed (spec §9 permissive preset)", async () => {
    const create = jest.spyOn(ticketsApi, 'createTicket').mockResolvedValue(doubleCharge);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<TicketFormModal open onClose={onClose} onCreated={jest.fn()} />);
    await user.click(field('Subcategory'));
    await user.click(await screen.findByTitle('Refund request'));
    const typed = 'The receipt says <b>MVR 0.00</b> & "paid";  twice!';
    await user.click(field('Description'));
    await user.paste(typed);
    await user.click(within(dialog()).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ body: { description: typed, ticket_subcategory_id: 11 } });
  });

  it('when the files are refused, says the ticket exists and retries only the files', async () => {
    const create = jest.spyOn(ticketsApi, 'createTicket').mockResolvedValue(doubleCharge);
    const send = jest
      .spyOn(ticketsApi, 'sendTicketMessage')
      .mockRejectedValueOnce(apiError(413, 'A file must not be larger than 10 MB', [{ path: ['file'], message: 'A file must not be larger than 10 MB' }]))
      .mockResolvedValue(adminReply);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<TicketFormModal open onClose={onClose} onCreated={jest.fn()} />);
    await fillIn(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Create' }));

    expect(await within(dialog()).findByText('Ticket TCK-2026-000002 was created, but its attachments were not sent.')).toBeInTheDocument();
    expect(within(dialog()).getByText('A file must not be larger than 10 MB')).toBeInTheDocument();
    expect(field('Description')).toHaveValue('Charged twice for one job');
    expect(within(dialog()).getByText('screenshot.png')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
