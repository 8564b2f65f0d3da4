import { billingApi } from '@mv-admin/shared-api/billing';
import { apiError, apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { clock, december, january } from '../../shared/testing/billing-fixtures';
import { TransferSheetListPage } from './transfer-sheet-list-page';

jest.setTimeout(60_000);

beforeEach(() => jest.spyOn(billingApi, 'nextBillingTime').mockResolvedValue(clock));
afterEach(() => jest.restoreAllMocks());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('TransferSheetListPage', () => {
  it('lists sheets with period, status, items and creation in Maldives time, filtered from the URL', async () => {
    const list = jest.spyOn(billingApi, 'listTransferSheets').mockResolvedValue(apiPage([january, december]));
    renderWithProviders(<TransferSheetListPage />, { route: '/billing/business-transfer-sheet?status=open&from=2024-12-01&to=2025-01-31&page=2&search=BTS' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Business transfer sheets' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await screen.findByText('BTS-2025-01');
    expect(list).toHaveBeenCalledWith(
      { query: { page: 2, size: 20, search: 'BTS', status: 'open', from: '2024-12-01', to: '2025-01-31' } },
      expect.any(AbortSignal),
    );

    const row = within(rowOf('BTS-2025-01'));
    expect(row.getByText('Jan 1, 2025 – Jan 31, 2025')).toBeInTheDocument();
    expect(row.getByText('Open')).toBeInTheDocument();
    expect(row.getByText('(1 outstanding)')).toBeInTheDocument();
    expect(row.getByText('MVR 10.35')).toBeInTheDocument();
    expect(row.getByText('MVR 1.35')).toBeInTheDocument();
    expect(row.getByText('Billing schedule')).toBeInTheDocument();
    expect(row.getByText('Feb 1, 2025, 12:01 AM')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Open transfer sheet BTS-2025-01' })).toHaveAttribute('href', '/billing/business-transfer-sheet/7/details');

    const settled = within(rowOf('BTS-2024-12'));
    expect(settled.getByText('Settled')).toBeInTheDocument();
    expect(settled.getByText('Aisha Admin')).toBeInTheDocument();
    expect(settled.getAllByText('MVR 0.00')).toHaveLength(2);
  });

  it('shows the billing clock in Maldives time', async () => {
    jest.spyOn(billingApi, 'listTransferSheets').mockResolvedValue(apiPage([january]));
    renderWithProviders(<TransferSheetListPage />, { route: '/billing/business-transfer-sheet' });

    const panel = within(await screen.findByRole('region', { name: 'Billing clock' }));
    expect(await panel.findByText('Nov 23, 2026, 3:15 PM')).toBeInTheDocument(); // 10:15 UTC
    expect(panel.getByText('Nov 30, 2026, 11:59 PM')).toBeInTheDocument();
    expect(panel.getByText('Oct 31, 2026, 11:59 PM')).toBeInTheDocument();
    expect(panel.getByTestId('following-closings')).toHaveTextContent('Dec 31, 2026, 11:59 PM · Jan 31, 2027, 11:59 PM');
    expect(panel.getByText('Maldives time (UTC+05:00)')).toBeInTheDocument();
  });

  it('filters by status through the URL', async () => {
    const list = jest.spyOn(billingApi, 'listTransferSheets').mockResolvedValue(apiPage([january]));
    const { user, location } = renderWithProviders(<TransferSheetListPage />, { route: '/billing/business-transfer-sheet?page=3' });
    await screen.findByText('BTS-2025-01');

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('Settled'));

    expect(location().search).toBe('?status=settled');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ status: 'settled', page: 1 }) }, expect.any(AbortSignal)));
  });

  it('loads the period picker on first use and puts the months in the URL', async () => {
    const list = jest.spyOn(billingApi, 'listTransferSheets').mockResolvedValue(apiPage([january]));
    const { user, location } = renderWithProviders(<TransferSheetListPage />, { route: '/billing/business-transfer-sheet' });
    await screen.findByText('BTS-2025-01');
    expect(screen.queryByLabelText('From month')).not.toBeInTheDocument(); // not loaded with the list

    await user.click(screen.getByRole('button', { name: 'Any billing period' }));
    const from = await screen.findByLabelText('From month');
    await user.type(from, 'Dec 2024{Enter}');
    const to = screen.getByLabelText('To month');
    await user.type(to, 'Jan 2025{Enter}');

    await waitFor(() => expect(location().search).toBe('?from=2024-12-01&to=2025-01-31'));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ from: '2024-12-01', to: '2025-01-31', page: 1 }) }, expect.any(AbortSignal)),
    );
  });

  it('shows a period from the URL in the picker at once', async () => {
    jest.spyOn(billingApi, 'listTransferSheets').mockResolvedValue(apiPage([january]));
    renderWithProviders(<TransferSheetListPage />, { route: '/billing/business-transfer-sheet?from=2024-12-01&to=2025-01-31' });
    expect(await screen.findByLabelText('From month')).toHaveValue('Dec 2024');
    expect(screen.getByLabelText('To month')).toHaveValue('Jan 2025');
  });

  it('ignores filter values the server would refuse', async () => {
    const list = jest.spyOn(billingApi, 'listTransferSheets').mockResolvedValue(apiPage([january]));
    renderWithProviders(<TransferSheetListPage />, { route: '/billing/business-transfer-sheet?status=paid&from=March' });
    await screen.findByText('BTS-2025-01');
    expect(list).toHaveBeenCalledWith(
      { query: { page: 1, size: 20, search: undefined, status: undefined, from: undefined, to: undefined } },
      expect.any(AbortSignal),
    );
  });

  it('keeps the list when the clock fails, and says so with Retry', async () => {
    jest.spyOn(billingApi, 'listTransferSheets').mockResolvedValue(apiPage([january]));
    const schedule = jest.spyOn(billingApi, 'nextBillingTime').mockRejectedValueOnce(apiError(0, 'Could not reach the server.')).mockResolvedValue(clock);
    const { user } = renderWithProviders(<TransferSheetListPage />, { route: '/billing/business-transfer-sheet' });

    expect(await screen.findByText('Could not load the billing schedule')).toBeInTheDocument();
    expect(await screen.findByText('BTS-2025-01')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nov 30, 2026, 11:59 PM')).toBeInTheDocument();
    expect(schedule).toHaveBeenCalledTimes(2);
  });

  it('shows the empty and the error states', async () => {
    jest.spyOn(billingApi, 'listTransferSheets').mockResolvedValueOnce(apiPage([]));
    const { unmount } = renderWithProviders(<TransferSheetListPage />, { route: '/billing/business-transfer-sheet' });
    expect(await screen.findByText('No transfer sheets yet')).toBeInTheDocument();
    unmount();

    jest.spyOn(billingApi, 'listTransferSheets').mockRejectedValue(apiError(403, 'Not allowed'));
    renderWithProviders(<TransferSheetListPage />, { route: '/billing/business-transfer-sheet' });
    expect(await screen.findByText('Could not load transfer sheets')).toBeInTheDocument();
    expect(screen.getByText('Not allowed')).toBeInTheDocument();
  });
});
