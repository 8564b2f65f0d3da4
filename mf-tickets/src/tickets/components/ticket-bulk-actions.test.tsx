import { authApi } from '@mv-admin/shared-api';
import { bulkApi } from '@mv-admin/shared-api/bulk';
import { ticketsApi } from '@mv-admin/shared-api/tickets';
import { userPickersApi } from '@mv-admin/shared-api/user-pickers';
import { apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { doubleCharge, hassan, me, payout, signInTrouble } from '../../shared/testing/ticket-fixtures';
import { TicketListPage } from '../pages/ticket-list-page';

jest.setTimeout(60_000);
beforeEach(() => {
  jest.spyOn(authApi, 'me').mockResolvedValue({ ...me, phone_number: null });
  jest.spyOn(userPickersApi, 'listAdmins').mockResolvedValue([me, hassan]);
  jest.spyOn(ticketsApi, 'listTickets').mockResolvedValue(apiPage([doubleCharge, payout, signInTrouble]));
});
afterEach(() => jest.restoreAllMocks());

const rowBox = async (reference: string) => {
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
  return within(screen.getByText(reference).closest('tr') as HTMLElement).getByRole('checkbox');
};
const dialog = (title: string) =>
  waitFor(() => screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === title) ?? fail(`no dialog "${title}"`));

describe('tickets bulk actions', () => {
  it('assign 2 tickets: asks for the admin, sends ids, versions and the assignee, reports the refused one', async () => {
    const assign = jest.spyOn(bulkApi, 'bulkAssignTickets').mockResolvedValue({
      results: [
        { id: doubleCharge.id, ok: true, status: 200 },
        { id: payout.id, ok: false, status: 409, message: 'The ticket is closed: it can no longer be changed.' },
      ],
      succeeded: 1,
      failed: 1,
    });
    const { user } = renderWithProviders(<TicketListPage />, { route: '/tickets' });
    await screen.findByText(doubleCharge.reference_no);
    await user.click(await rowBox(doubleCharge.reference_no));
    await user.click(await rowBox(payout.reference_no));
    await user.click(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Assign' }));

    const confirm = await dialog('Assign 2 tickets?');
    expect(within(confirm).getByRole('button', { name: 'Assign 2 tickets' })).toBeDisabled();
    await user.click(within(confirm).getByLabelText('Admin'));
    await user.click(await screen.findByTitle('Hassan Support'));
    await user.click(within(confirm).getByRole('button', { name: 'Assign 2 tickets' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith({
        body: { ids: [doubleCharge.id, payout.id], versions: { [doubleCharge.id]: doubleCharge.version, [payout.id]: payout.version }, assignee_id: hassan.id },
      }),
    );
    const report = await dialog('1 ticket assigned, 1 not');
    expect(within(report).getByText(`#${payout.id}: The ticket is closed: it can no longer be changed.`)).toBeInTheDocument();
  });
});
