import { deliveryApi } from '@mv-admin/shared-api/delivery';
import { apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { express, nextDay, rush, smallParcel } from '../../shared/testing/delivery-fixtures';
import { PackageConfigListPage } from './package-config-list-page';

// antd forms driven key by key take seconds each on the 2 shared cores; allow for a busy machine.
jest.setTimeout(60_000);

beforeEach(() => jest.spyOn(deliveryApi, 'listDeliverySlots').mockResolvedValue(apiPage([rush, express, nextDay])));
afterEach(() => jest.restoreAllMocks());

describe('PackageConfigListPage', () => {
  it('lists the slot with its duration, the weight range and the price in MVR, filtered from the URL', async () => {
    const list = jest
      .spyOn(deliveryApi, 'listPackageConfigs')
      .mockResolvedValue(apiPage([smallParcel, { ...smallParcel, id: 11, name: 'Envelope', min_weight: 0.5, max_weight: 2, price: 123450 }]));
    renderWithProviders(<PackageConfigListPage />, { route: '/admin/package-config?delivery_slot_id=1&is_active=true&search=parcel' });

    const row = (await screen.findByText('Small parcel')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2 Hours Express (2 Hours)')).toBeInTheDocument();
    expect(within(row).getByText('0 – 5 kg')).toBeInTheDocument();
    expect(within(row).getByText('MVR 12.30')).toBeInTheDocument();
    expect(within(row).getByText('Shoe box size')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Active: Small parcel' })).toBeChecked();
    const envelope = screen.getByText('Envelope').closest('tr') as HTMLElement;
    expect(within(envelope).getByText('0.5 – 2 kg')).toBeInTheDocument();
    expect(within(envelope).getByText('MVR 1,234.50')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20, search: 'parcel', delivery_slot_id: 1, is_active: 'true' } }, expect.any(AbortSignal));
    expect(await screen.findByTitle('2 Hours Express (2 Hours)')).toBeInTheDocument(); // the slot filter shows its choice
  });

  it('filters by delivery slot through the URL, inactive slots included', async () => {
    const list = jest.spyOn(deliveryApi, 'listPackageConfigs').mockResolvedValue(apiPage([smallParcel]));
    const { user, location } = renderWithProviders(<PackageConfigListPage />, { route: '/admin/package-config' });
    await screen.findByText('Small parcel');

    await user.click(screen.getByRole('combobox', { name: 'Filter by delivery slot' }));
    await user.click(await screen.findByTitle('Next Day (1 Hour) (inactive)'));

    expect(location().search).toBe('?delivery_slot_id=3');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ delivery_slot_id: 3, page: 1 }) }, expect.any(AbortSignal)));
  });

  it('switches a package configuration off inline', async () => {
    jest
      .spyOn(deliveryApi, 'listPackageConfigs')
      .mockResolvedValueOnce(apiPage([smallParcel]))
      .mockResolvedValue(apiPage([{ ...smallParcel, is_active: false }]));
    const update = jest.spyOn(deliveryApi, 'updatePackageConfig').mockResolvedValue({ ...smallParcel, is_active: false });
    const { user } = renderWithProviders(<PackageConfigListPage />, { route: '/admin/package-config' });

    await user.click(await screen.findByRole('switch', { name: 'Active: Small parcel' }));

    expect(update).toHaveBeenCalledWith({ params: { package_config_id: 10 }, body: { is_active: false }, ifMatch: 1 });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Small parcel' })).not.toBeChecked());
  });
});
