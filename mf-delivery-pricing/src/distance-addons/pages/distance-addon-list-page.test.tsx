import { deliveryApi } from '@mv-admin/shared-api/delivery';
import { locationsApi } from '@mv-admin/shared-api/locations';
import { apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { atollIslandOptions, maleToMaafushi } from '../../shared/testing/delivery-fixtures';
import { DistanceAddonListPage } from './distance-addon-list-page';

// antd forms driven key by key take seconds each on the 2 shared cores; allow for a busy machine.
jest.setTimeout(60_000);

beforeEach(() => jest.spyOn(locationsApi, 'atollIslandSelect').mockResolvedValue(atollIslandOptions));
afterEach(() => jest.restoreAllMocks());

describe('DistanceAddonListPage', () => {
  it('lists both islands with their atolls and the price in MVR, filtered from the URL, under the price check', async () => {
    const list = jest.spyOn(deliveryApi, 'listDeliveryDistanceAddons').mockResolvedValue(apiPage([maleToMaafushi]));
    renderWithProviders(<DistanceAddonListPage />, { route: '/admin/delivery-distance-addons?island_id=10&is_active=true&search=kaafu' });

    const row = (await screen.findByText('Malé (Kaafu)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Maafushi (Kaafu)')).toBeInTheDocument();
    expect(within(row).getByText('MVR 150.00')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Active: Malé → Maafushi' })).toBeChecked();
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20, search: 'kaafu', island_id: 10, is_active: 'true' } }, expect.any(AbortSignal));
    expect(screen.getByRole('form', { name: 'Price check' })).toBeInTheDocument();
  });

  it('filters by island through the URL', async () => {
    const list = jest.spyOn(deliveryApi, 'listDeliveryDistanceAddons').mockResolvedValue(apiPage([maleToMaafushi]));
    const { user, location } = renderWithProviders(<DistanceAddonListPage />, { route: '/admin/delivery-distance-addons' });
    await screen.findByText('Malé (Kaafu)');

    await user.type(screen.getByRole('combobox', { name: 'Filter by island' }), 'addu');
    await user.click(await screen.findByTitle('Hithadhoo'));

    expect(location().search).toBe('?island_id=20');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ island_id: 20, page: 1 }) }, expect.any(AbortSignal)));
  });

  it('switches an add-on off inline', async () => {
    jest
      .spyOn(deliveryApi, 'listDeliveryDistanceAddons')
      .mockResolvedValueOnce(apiPage([maleToMaafushi]))
      .mockResolvedValue(apiPage([{ ...maleToMaafushi, is_active: false }]));
    const update = jest.spyOn(deliveryApi, 'updateDeliveryDistanceAddon').mockResolvedValue({ ...maleToMaafushi, is_active: false });
    const { user } = renderWithProviders(<DistanceAddonListPage />, { route: '/admin/delivery-distance-addons' });

    await user.click(await screen.findByRole('switch', { name: 'Active: Malé → Maafushi' }));

    expect(update).toHaveBeenCalledWith({ params: { delivery_distance_addon_id: 100 }, body: { is_active: false }, ifMatch: 1 });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Malé → Maafushi' })).not.toBeChecked());
  });
});
