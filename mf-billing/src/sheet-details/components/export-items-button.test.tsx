import { billingApi } from '@mv-admin/shared-api/billing';
import { apiError, apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { january, januaryItems } from '../../shared/testing/billing-fixtures';
import { ExportItemsButton } from './export-items-button';

jest.setTimeout(60_000);

let saved: { blob: Blob; name: string }[];
beforeEach(() => {
  saved = [];
  let lastBlob: Blob | undefined;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:transfer-items';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: lastBlob!, name: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('ExportItemsButton', () => {
  it('downloads every matching item of the sheet (all pages) as CSV made from the API data', async () => {
    const items = jest.spyOn(billingApi, 'transferSheetItems').mockResolvedValue(apiPage(januaryItems));
    const { user } = renderWithProviders(<ExportItemsButton sheet={january} filters={{ search: 'co', status: undefined, overdue: false }} count={3} />);

    await user.click(screen.getByRole('button', { name: /Export CSV \(3 items\)/ }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(items).toHaveBeenCalledWith({ params: { id: 7 }, query: { search: 'co', status: undefined, overdue: 'false', unpaginated: true } });
    expect(saved[0]!.name).toBe('BTS-2025-01-items.csv');
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    // A UTF-8 byte order mark first, so spreadsheets read names such as "Malé" right (text() drops it).
    expect([...new Uint8Array(await saved[0]!.blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await saved[0]!.blob.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Billed provider,Business name,Email,Item type,Profit percentage,Total jobs,Billed amount,Paid amount,Outstanding,Status,Overdue date,Overdue,Remarks',
    );
    expect(lines[1]).toContain(',Premium,7.50%,1,0.10,0.00,0.10,Outstanding,');
    expect(lines[3]).toContain(',Standard,10.00%,2,10.05,1.15,8.90,Failed,');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:transfer-items'));
  });

  it('says why an export failed when the server could not be reached', async () => {
    jest.spyOn(billingApi, 'transferSheetItems').mockRejectedValue(apiError(0, 'Could not reach the server.'));
    const { user } = renderWithProviders(<ExportItemsButton sheet={january} filters={{}} count={3} />);
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Could not export the items: Could not reach the server.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('cannot export an empty selection', () => {
    renderWithProviders(<ExportItemsButton sheet={january} filters={{}} count={0} />);
    expect(screen.getByRole('button', { name: /Export CSV \(0 items\)/ })).toBeDisabled();
  });
});
