import { screen } from '@testing-library/react';
import { dashboardApi, type BillingSummary } from '@mv-admin/shared-api/dashboard';
import { renderWithProviders } from '@mv-admin/shared-ui/testing';
import BillingWidget from './billing-widget';

afterEach(() => jest.restoreAllMocks());

const summary: BillingSummary = {
  latest_sheet: { id: 6, batch_name: 'BTS-2026-10', outstanding_amount: 123450 },
  overdue: {
    items: 5,
    amount: 2905,
    sheets: [
      { id: 5, batch_name: 'BTS-2026-09', items: 3 },
      { id: 3, batch_name: 'BTS-2026-07', items: 2 },
    ],
  },
  next_sheet_at: '2026-11-30T18:59:59.000Z',
};

describe('BillingWidget', () => {
  it('shows the latest sheet’s outstanding amount in MVR, overdue items per sheet and the next sheet date', async () => {
    jest.spyOn(dashboardApi, 'billingSummary').mockResolvedValue(summary);
    const { user, location } = renderWithProviders(<BillingWidget />);
    expect(await screen.findByRole('link', { name: 'Outstanding on BTS-2026-10 MVR 1,234.50' })).toHaveAttribute(
      'href',
      '/billing/business-transfer-sheet/6/details',
    );
    expect(screen.getByRole('link', { name: 'Overdue items 5 MVR 29.05 overdue' })).toHaveAttribute('href', '/billing/business-transfer-sheet?status=open');
    expect(screen.getByRole('link', { name: 'BTS-2026-09 (3)' })).toHaveAttribute('href', '/billing/business-transfer-sheet/5/details?overdue=true');
    expect(screen.getByRole('link', { name: 'BTS-2026-07 (2)' })).toHaveAttribute('href', '/billing/business-transfer-sheet/3/details?overdue=true');
    // The kit's date formatter, in the browser's time zone (the close is 23:59:59 Maldives time).
    expect(screen.getByRole('link', { name: /^Next sheet generation (Nov 30|Dec 1), 2026$/ })).toHaveAttribute('href', '/billing/business-transfer-sheet');
    await user.click(screen.getByRole('link', { name: 'BTS-2026-09 (3)' }));
    expect(location().pathname + location().search).toBe('/billing/business-transfer-sheet/5/details?overdue=true');
  });

  it('with overdue items on one sheet, links straight to its overdue items; before the first sheet, shows "-"', async () => {
    jest
      .spyOn(dashboardApi, 'billingSummary')
      .mockResolvedValue({ ...summary, latest_sheet: null, overdue: { items: 2, amount: 100, sheets: [{ id: 3, batch_name: 'BTS-2026-07', items: 2 }] } });
    renderWithProviders(<BillingWidget />);
    expect(await screen.findByRole('link', { name: 'Overdue items 2 MVR 1.00 overdue' })).toHaveAttribute(
      'href',
      '/billing/business-transfer-sheet/3/details?overdue=true',
    );
    expect(screen.getByRole('link', { name: 'Outstanding on the latest sheet -' })).toHaveAttribute('href', '/billing/business-transfer-sheet');
    expect(screen.queryByText(/Overdue by sheet/)).not.toBeInTheDocument();
  });

  it('says what failed, with Retry', async () => {
    jest.spyOn(dashboardApi, 'billingSummary').mockRejectedValue(new Error('Could not reach the server.'));
    renderWithProviders(<BillingWidget />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the billing figures');
  });
});
