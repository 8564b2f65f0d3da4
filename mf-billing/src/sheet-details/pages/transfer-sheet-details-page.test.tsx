import { Route, Routes } from 'react-router';
import { billingApi } from '@mv-admin/shared-api/billing';
import { apiError, apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { atollMovers, coralFreight, january, januaryItems } from '../../shared/testing/billing-fixtures';
import { TransferSheetDetailsPage } from './transfer-sheet-details-page';

jest.setTimeout(60_000);

afterEach(() => jest.restoreAllMocks());

const PATH = '/billing/business-transfer-sheet/:id/details';
const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path={PATH} element={<TransferSheetDetailsPage />} />
    </Routes>,
    { route },
  );

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const footer = () => document.querySelector('.ant-table-summary') as HTMLElement;

function mockSheet(items = januaryItems, total = items.length) {
  jest.spyOn(billingApi, 'transferSheet').mockResolvedValue(january);
  return jest.spyOn(billingApi, 'transferSheetItems').mockResolvedValue(apiPage(items, { total }));
}

describe('TransferSheetDetailsPage', () => {
  it('shows the sheet header and its items with exact amounts, rates and states', async () => {
    const items = mockSheet();
    renderAt('/billing/business-transfer-sheet/7/details');

    expect(await screen.findByRole('heading', { level: 1, name: 'Transfer sheet BTS-2025-01' })).toBeInTheDocument();
    expect(billingApi.transferSheet).toHaveBeenCalledWith({ params: { id: 7 } }, expect.any(AbortSignal));
    const summary = within(screen.getByRole('region', { name: 'Sheet summary' }));
    expect(summary.getByText('Jan 1, 2025 – Jan 31, 2025')).toBeInTheDocument();
    expect(summary.getByText('MVR 10.35')).toBeInTheDocument();
    expect(summary.getByText('MVR 9.00')).toBeInTheDocument();
    expect(summary.getByText('Feb 1, 2025, 12:01 AM by the billing schedule')).toBeInTheDocument();

    await screen.findByText('Atoll Movers');
    expect(items).toHaveBeenCalledWith(
      { params: { id: 7 }, query: { page: 1, size: 20, search: undefined, status: undefined, overdue: undefined } },
      expect.any(AbortSignal),
    );
    const movers = within(rowOf('Atoll Movers'));
    expect(movers.getByText('Atoll Movers Pvt Ltd')).toBeInTheDocument();
    expect(movers.getByText('Premium')).toBeInTheDocument();
    expect(movers.getByText('7.50%')).toBeInTheDocument();
    expect(movers.getAllByText('MVR 0.10')).toHaveLength(2); // billed and outstanding
    expect(movers.getByText('Outstanding')).toBeInTheDocument();
    expect(movers.getByText('Overdue')).toBeInTheDocument(); // in words, not only red
    expect(movers.getByText('Feb 15, 2025, 11:59 PM')).toBeInTheDocument();

    const coral = within(rowOf('Coral Freight'));
    expect(coral.getByText('10.00%')).toBeInTheDocument();
    expect(coral.getByText('MVR 10.05')).toBeInTheDocument();
    expect(coral.getByText('MVR 1.15')).toBeInTheDocument();
    expect(coral.getByText('MVR 8.90')).toBeInTheDocument();
    expect(coral.getByText('Failed')).toBeInTheDocument();
    expect(coral.getByText('Transfer rejected: name mismatch')).toBeInTheDocument();
    expect(coral.queryByText('Overdue')).not.toBeInTheDocument();

    expect(within(rowOf('Blue Lagoon')).getByText('12.50%')).toBeInTheDocument();
    expect(within(rowOf('Blue Lagoon')).getByText('Settled')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('adds the items up in a footer row: jobs, billed, paid and outstanding, in integer cents', async () => {
    mockSheet();
    renderAt('/billing/business-transfer-sheet/7/details');
    await screen.findByText('Atoll Movers');

    const total = within(footer());
    expect(total.getByText('Total (3 items)')).toBeInTheDocument();
    // 10 + 20 + 1005 cents, 0 + 20 + 115, and 10 + 0 + 890: no float drift on the way.
    const cells = Array.from(footer().querySelectorAll('td')).map((td) => td.textContent);
    expect(cells).toEqual(['Total (3 items)', '4', 'MVR 10.35', 'MVR 1.35', 'MVR 9.00', '']);
    expect(total.queryByText(/Whole sheet/)).not.toBeInTheDocument();
    expect(screen.queryByText("The items do not add up to the sheet's totals")).not.toBeInTheDocument();
  });

  it('adds up the rows on screen and shows the whole sheet beside them when a filter narrows the list', async () => {
    const items = mockSheet([atollMovers, coralFreight]);
    renderAt('/billing/business-transfer-sheet/7/details?overdue=false&status=failed');
    await screen.findByText('Coral Freight');

    expect(items).toHaveBeenCalledWith({ params: { id: 7 }, query: expect.objectContaining({ status: 'failed', overdue: 'false' }) }, expect.any(AbortSignal));
    const rows = Array.from(footer().querySelectorAll('tr')).map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent));
    expect(rows).toEqual([
      ['Shown items (2)', '3', 'MVR 10.15', 'MVR 1.15', 'MVR 9.00', ''],
      ['Whole sheet (3 items)', '', 'MVR 10.35', 'MVR 1.35', 'MVR 9.00', ''],
    ]);
  });

  it('warns when the items do not add up to the sheet the server totals', async () => {
    jest.spyOn(billingApi, 'transferSheet').mockResolvedValue({ ...january, total_billed_amount: 1036 });
    jest.spyOn(billingApi, 'transferSheetItems').mockResolvedValue(apiPage(januaryItems));
    renderAt('/billing/business-transfer-sheet/7/details');
    expect(await screen.findByText("The items do not add up to the sheet's totals")).toBeInTheDocument();
  });

  it('expands an item to its jobs, each linked to the job in the Jobs module', async () => {
    mockSheet();
    const { user } = renderAt('/billing/business-transfer-sheet/7/details');
    await screen.findByText('Coral Freight');

    await user.click(within(rowOf('Coral Freight')).getByRole('button', { name: /expand row/i }));
    const jobs = within((await screen.findByText('Jobs billed to Coral Freight')).closest('.ant-table-wrapper') as HTMLElement);
    const link = jobs.getByRole('link', { name: 'Open job #504 Desk to Malé in Jobs' });
    expect(link).toHaveAttribute('href', '/jobs?jobIdList=504&job=504');
    expect(jobs.getByRole('link', { name: 'Open job #503 Boxes to Addu in Jobs' })).toHaveAttribute('href', '/jobs?jobIdList=503&job=503');
    // 23:59:59.999 on Jan 31 (Maldives) is still January.
    expect(within(link.closest('tr') as HTMLElement).getByText('Jan 31, 2025, 11:59 PM')).toBeInTheDocument();
    expect(within(link.closest('tr') as HTMLElement).getByText('MVR 50.50')).toBeInTheDocument();
    expect(within(link.closest('tr') as HTMLElement).getByText('MVR 5.05')).toBeInTheDocument();
    expect(jobs.getByText('Total (2 jobs)')).toBeInTheDocument();
    expect(jobs.getByText('MVR 100.50')).toBeInTheDocument();
    expect(jobs.getByText('MVR 10.05')).toBeInTheDocument(); // the shares add up to the billed amount
  });

  it('filters items by status through the URL', async () => {
    const items = mockSheet();
    const { user, location } = renderAt('/billing/business-transfer-sheet/7/details');
    await screen.findByText('Atoll Movers');

    await user.click(screen.getByRole('combobox', { name: 'Filter by due date' }));
    await user.click(await screen.findByTitle('Overdue'));

    expect(location().search).toBe('?overdue=true');
    await waitFor(() =>
      expect(items).toHaveBeenLastCalledWith({ params: { id: 7 }, query: expect.objectContaining({ overdue: 'true', page: 1 }) }, expect.any(AbortSignal)),
    );
  });

  it('shows a not-found message in the layout for an unknown id, and asks nothing for one that is not a number', async () => {
    jest.spyOn(billingApi, 'transferSheet').mockRejectedValue(apiError(404, 'Transfer sheet not found'));
    const items = jest.spyOn(billingApi, 'transferSheetItems');
    const { unmount } = renderAt('/billing/business-transfer-sheet/999/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfer sheet not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no transfer sheet with id “999”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all transfer sheets' })).toHaveAttribute('href', '/billing/business-transfer-sheet');
    expect(items).not.toHaveBeenCalled();
    unmount();

    jest.mocked(billingApi.transferSheet).mockClear();
    renderAt('/billing/business-transfer-sheet/abc/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfer sheet not found' })).toBeInTheDocument();
    expect(billingApi.transferSheet).not.toHaveBeenCalled();
  });

  it('shows a failed load with Retry', async () => {
    const sheet = jest.spyOn(billingApi, 'transferSheet').mockRejectedValueOnce(apiError(0, 'Could not reach the server.')).mockResolvedValue(january);
    jest.spyOn(billingApi, 'transferSheetItems').mockResolvedValue(apiPage(januaryItems));
    const { user } = renderAt('/billing/business-transfer-sheet/7/details');

    expect(await screen.findByText('Could not load the transfer sheet')).toBeInTheDocument();
    expect(screen.getByText('Could not reach the server.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Atoll Movers')).toBeInTheDocument();
    expect(sheet).toHaveBeenCalledTimes(2);
  });
});
