import { authApi } from '@mv-admin/shared-api';
import { ticketsApi } from '@mv-admin/shared-api/tickets';
import { userPickersApi } from '@mv-admin/shared-api/user-pickers';
import { apiError, apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { liveHub } from '@mv-admin/shared-api/live';
import { act, screen, waitFor, within } from '@testing-library/react';
import { adminReply, customerMessage, doubleCharge, hassan, me, payout, signInTrouble } from '../../shared/testing/ticket-fixtures';
import { ticketKeys } from '../../shared/api/query-keys';
import { installFakeFileServer } from '../../shared/testing/file-server';
import { ticketPolling } from '../api/use-ticket-messages';
import { TicketDrawer } from './ticket-drawer';

jest.setTimeout(60_000);

const polling = { ...ticketPolling };
let filesAsked: string[] = [];
beforeEach(() => {
  filesAsked = installFakeFileServer();
  jest.spyOn(authApi, 'me').mockResolvedValue({ ...me, phone_number: null });
  jest.spyOn(userPickersApi, 'listAdmins').mockResolvedValue([me, hassan]);
});
afterEach(() => {
  Object.assign(ticketPolling, polling);
  liveHub.setStatus('off');
  jest.restoreAllMocks();
});

// antd names dialogs through an id that is constant under jest: find them by their title text.
const dialogTitled = async (title: string) => (await screen.findAllByText(title))[0]!.closest('[role="dialog"]') as HTMLElement;
const findTicket = (ticket: typeof doubleCharge) => jest.spyOn(ticketsApi, 'listTickets').mockResolvedValue(apiPage([ticket]));

describe('TicketDrawer', () => {
  it('shows the ticket, its documents, its assignment history and the conversation in order', async () => {
    findTicket(payout);
    jest.spyOn(ticketsApi, 'listTicketChatMessages').mockResolvedValue(apiPage([customerMessage, adminReply]));
    renderWithProviders(<TicketDrawer referenceNo="TCK-2026-000003" onClose={jest.fn()} />);

    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('My payout went to my old bank account.')).toBeInTheDocument();
    expect(within(drawer).getByText('Payments & Billing › Refund request')).toBeInTheDocument();
    expect(within(drawer).getByText('Aishath Customer · customer@example.com')).toBeInTheDocument();
    expect(within(drawer).getByText('Documents (1)')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Download front-door.jpg' })).toBeInTheDocument();
    expect(within(drawer).getByText('Billing knows this one')).toBeInTheDocument();
    expect(within(drawer).getByText(/Demo Admin, by Hassan Support/)).toHaveTextContent('(current)');
    // An open ticket has no closing date: the row says so with '-' (spec §9) rather than vanishing.
    const closed = within(drawer).getByText('Closed', { selector: '.ant-descriptions-item-label' }).closest('.ant-descriptions-item') as HTMLElement;
    expect(within(closed).getByText('-')).toBeInTheDocument();

    const conversation = await within(drawer).findByRole('list', { name: 'Conversation' });
    const items = within(conversation).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Aishath Customer');
    expect(items[0]).toHaveTextContent('Customer');
    expect(items[0]).toHaveTextContent('Nov 20, 2026, 10:05 AM');
    expect(items[0]).toHaveTextContent('Both charges are MVR 450.00 on the same day.');
    expect(within(items[0]!).getByRole('button', { name: 'Download receipt.pdf' })).toBeInTheDocument();
    expect(await within(items[1]!).findByText('You')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Thanks, we are checking with the billing team.');
    expect(ticketsApi.listTicketChatMessages).toHaveBeenCalledWith({ query: { chat_id: 303, unpaginated: true } }, expect.any(AbortSignal));
  });

  it('shows image attachments as previews fetched with the session', async () => {
    findTicket(payout);
    const photoMessage = {
      ...customerMessage,
      documents: [{ ...customerMessage.documents[0]!, id: 77, file_original_name: 'parcel.jpg', mime: 'image/jpeg' }],
    };
    jest.spyOn(ticketsApi, 'listTicketChatMessages').mockResolvedValue(apiPage([photoMessage]));
    renderWithProviders(<TicketDrawer referenceNo="TCK-2026-000003" onClose={jest.fn()} />);
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByRole('img', { name: 'parcel.jpg' })).toHaveAttribute('src', 'blob:preview');
    expect(filesAsked).toContain('/api/v1/document/77/asset');
  });

  it('shows new messages from others without a reload while the ticket is open', async () => {
    ticketPolling.messagesMs = 50;
    findTicket(doubleCharge);
    jest
      .spyOn(ticketsApi, 'listTicketChatMessages')
      .mockResolvedValueOnce(apiPage([customerMessage]))
      .mockResolvedValue(apiPage([customerMessage, { ...adminReply, id: 902, createdBy: hassan, message: 'Refund is on its way.' }]));
    const { queryClient } = renderWithProviders(<TicketDrawer referenceNo="TCK-2026-000002" onClose={jest.fn()} />);
    expect(await screen.findByText('Both charges are MVR 450.00 on the same day.')).toBeInTheDocument();
    expect(await screen.findByText('Refund is on its way.')).toBeInTheDocument();
    // Polite polling: only while the tab is visible.
    const observer = queryClient.getQueryCache().find({ queryKey: ticketKeys.messages(302) })!.observers[0]!;
    expect(observer.options.refetchIntervalInBackground).toBe(false);
  });

  it('with the live stream up, shows a stored reply at once and does not poll', async () => {
    liveHub.setStatus('live');
    findTicket(doubleCharge);
    jest
      .spyOn(ticketsApi, 'listTicketChatMessages')
      .mockResolvedValueOnce(apiPage([customerMessage]))
      .mockResolvedValue(apiPage([customerMessage, { ...adminReply, id: 903, createdBy: hassan, message: 'Sent it to billing.' }]));
    const { queryClient } = renderWithProviders(<TicketDrawer referenceNo="TCK-2026-000002" onClose={jest.fn()} />);
    await screen.findByText('Both charges are MVR 450.00 on the same day.');
    const observer = queryClient.getQueryCache().find({ queryKey: ticketKeys.messages(302) })!.observers[0]!;
    expect(observer.options.refetchInterval).toBe(false);
    act(() =>
      liveHub.publish({
        kind: 'change',
        event: { seq: 40, type: 'ticket_chat_message', id: '903', action: 'create', actor_id: 2, version: null, at: '2026-11-28T10:00:00Z' },
      }),
    );
    expect(await screen.findByText('Sent it to billing.')).toBeInTheDocument();
  });

  it('says a closed ticket accepts no new message, offers no composer and does not poll', async () => {
    findTicket(signInTrouble);
    jest.spyOn(ticketsApi, 'listTicketChatMessages').mockResolvedValue(apiPage([customerMessage]));
    const { queryClient } = renderWithProviders(<TicketDrawer referenceNo="TCK-2026-000006" onClose={jest.fn()} />);
    expect(await screen.findByText('This ticket is closed')).toBeInTheDocument();
    expect(screen.getByText('It accepts no new messages.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Close ticket/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Assign/ })).not.toBeInTheDocument();
    await screen.findByText('Both charges are MVR 450.00 on the same day.');
    const observer = queryClient.getQueryCache().find({ queryKey: ticketKeys.messages(306) })!.observers[0]!;
    expect(observer.options.refetchInterval).toBe(false);
  });

  it('assigns the ticket to an admin with remarks, and the drawer shows the answer', async () => {
    const assigned = { ...doubleCharge, status: 'in-progress' as const, assigned_to_user_id: 2, assignedToUser: hassan };
    const assign = jest.spyOn(ticketsApi, 'assignTicket').mockResolvedValue(assigned);
    jest.spyOn(ticketsApi, 'listTickets').mockImplementation(async () => apiPage([assign.mock.calls.length ? assigned : doubleCharge]));
    jest.spyOn(ticketsApi, 'listTicketChatMessages').mockResolvedValue(apiPage([]));
    const { user } = renderWithProviders(<TicketDrawer referenceNo="TCK-2026-000002" onClose={jest.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    const dialog = await dialogTitled('Assign ticket TCK-2026-000002');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please Select a value')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    await user.click(within(dialog).getByLabelText('Admin'));
    await user.click(await screen.findByTitle('Hassan Support'));
    await user.type(within(dialog).getByLabelText('Remarks'), 'Knows refunds');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith({ body: { ticket_id: 2, assigned_to_user_id: 2, remarks: 'Knows refunds' } }));
    expect(await screen.findByText('Hassan Support · hassan@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reassign' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unassign' })).toBeInTheDocument();
  });

  it("edits the ticket's description and subcategory with the contract's rules; a refusal lands on its field with the typed text kept", async () => {
    jest.spyOn(ticketsApi, 'ticketCategorySubcategorySelect').mockResolvedValue([
      {
        id: 1,
        title: 'Payments & Billing',
        category_type: 'ALL',
        subcategories: [
          { id: 11, title: 'Refund request' },
          { id: 12, title: 'Wrong amount' },
        ],
      },
    ]);
    const edited = { ...doubleCharge, description: 'Charged twice for the cleaning on Nov 20.', ticket_subcategory_id: 12 };
    const update = jest
      .spyOn(ticketsApi, 'updateTicket')
      .mockRejectedValueOnce(apiError(400, 'Validation failed', [{ path: ['description'], message: 'Description must not name a card number' }]))
      .mockResolvedValue(edited);
    jest.spyOn(ticketsApi, 'listTickets').mockImplementation(async () => apiPage([update.mock.calls.length > 1 ? edited : doubleCharge]));
    jest.spyOn(ticketsApi, 'listTicketChatMessages').mockResolvedValue(apiPage([]));
    const { user } = renderWithProviders(<TicketDrawer referenceNo="TCK-2026-000002" onClose={jest.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await dialogTitled('Edit ticket TCK-2026-000002');
    const description = within(dialog).getByLabelText('Description');
    expect(description).toHaveValue('I was charged twice for the same cleaning job.');
    await user.clear(description);
    await user.type(description, 'Help');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Description must be at least 5 characters')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.clear(description);
    await user.type(description, 'Charged twice for the cleaning on Nov 20.');
    await user.click(within(dialog).getByLabelText('Subcategory'));
    await user.click(await screen.findByTitle('Wrong amount'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Description must not name a card number')).toBeInTheDocument();
    expect(description).toHaveValue('Charged twice for the cleaning on Nov 20.');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith({
        params: { ticket_id: 2 },
        body: { description: 'Charged twice for the cleaning on Nov 20.', ticket_subcategory_id: 12 },
        ifMatch: 1,
      }),
    );
    expect(await screen.findByText('Charged twice for the cleaning on Nov 20.', { selector: 'div.ant-typography' })).toBeInTheDocument();
  });

  it('closes the ticket after a confirmation', async () => {
    const closed = { ...doubleCharge, status: 'closed' as const, closed_at: doubleCharge.created_at };
    const close = jest.spyOn(ticketsApi, 'closeTicket').mockResolvedValue(closed);
    jest.spyOn(ticketsApi, 'listTickets').mockImplementation(async () => apiPage([close.mock.calls.length ? closed : doubleCharge]));
    jest.spyOn(ticketsApi, 'listTicketChatMessages').mockResolvedValue(apiPage([]));
    const { user } = renderWithProviders(<TicketDrawer referenceNo="TCK-2026-000002" onClose={jest.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
    const confirm = (await screen.findByText('Close ticket TCK-2026-000002?')).closest('.ant-popconfirm') as HTMLElement;
    expect(within(confirm).getByText('A closed ticket cannot be reopened and accepts no new messages.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(close).toHaveBeenCalledWith({ params: { ticket_id: 2 }, ifMatch: 1 }));
    expect(await screen.findByText('This ticket is closed')).toBeInTheDocument();
  });

  it('deletes the ticket after a confirmation and closes the drawer', async () => {
    findTicket(doubleCharge);
    jest.spyOn(ticketsApi, 'listTicketChatMessages').mockResolvedValue(apiPage([]));
    const remove = jest.spyOn(ticketsApi, 'deleteTicket').mockResolvedValue({ id: 2 });
    const onClose = jest.fn();
    const { user } = renderWithProviders(<TicketDrawer referenceNo="TCK-2026-000002" onClose={onClose} />);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = (await screen.findByText('Delete ticket TCK-2026-000002?')).closest('.ant-popconfirm') as HTMLElement;
    expect(within(confirm).getByText('Its conversation, assignments and files are deleted too. This cannot be undone.')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith({ query: { ticket_id: 2 }, ifMatch: 1 });
  });
});
