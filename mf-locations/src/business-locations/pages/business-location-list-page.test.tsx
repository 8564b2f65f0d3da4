import { locationsApi } from '@mv-admin/shared-api/locations';
import { apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { atollIslandOptions, harbourShop } from '../../shared/testing/location-fixtures';
import { BusinessLocationListPage } from './business-location-list-page';

beforeEach(() => {
  jest.spyOn(locationsApi, 'atollIslandSelect').mockResolvedValue(atollIslandOptions);
  jest.spyOn(locationsApi, 'jobConfig').mockResolvedValue({ slug: 'business-location-types', value: ['Warehouse'] });
});
afterEach(() => jest.restoreAllMocks());

describe('BusinessLocationListPage', () => {
  it('lists locations with island, atoll, creator and creation time, filtered from the URL', async () => {
    const list = jest.spyOn(locationsApi, 'listBusinessLocations').mockResolvedValue(apiPage([harbourShop]));
    renderWithProviders(<BusinessLocationListPage />, { route: '/business-locations?atoll_id=1&island_id=10&active=true&search=harbour' });

    const row = (await screen.findByText('Harbour Shop')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Warehouse')).toBeInTheDocument();
    expect(within(row).getByText('Boduthakurufaanu Magu')).toBeInTheDocument();
    expect(within(row).getByText('Malé, Kaafu (K)')).toBeInTheDocument();
    expect(within(row).getByText('Aisha Admin')).toBeInTheDocument();
    expect(within(row).getByText('Nov 21, 2026, 3:05 PM')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Active: Harbour Shop' })).toBeChecked();
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20, search: 'harbour', atoll_id: 1, island_id: 10, active: 'true' } }, expect.any(AbortSignal));
    expect(screen.getByRole('searchbox', { name: 'Search business locations' })).toHaveValue('harbour');
  });

  it('choosing another atoll drops the island filter', async () => {
    const list = jest.spyOn(locationsApi, 'listBusinessLocations').mockResolvedValue(apiPage([harbourShop]));
    const { user, location } = renderWithProviders(<BusinessLocationListPage />, { route: '/business-locations?atoll_id=1&island_id=10' });
    await screen.findByText('Harbour Shop');

    await user.click(screen.getByRole('combobox', { name: 'Filter by atoll' }));
    await user.click(await screen.findByTitle('Addu (S)'));

    expect(location().search).toBe('?atoll_id=2');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ atoll_id: 2, island_id: undefined }) }, expect.any(AbortSignal)),
    );
  });

  it('says so when no location exists yet', async () => {
    jest.spyOn(locationsApi, 'listBusinessLocations').mockResolvedValue(apiPage([]));
    renderWithProviders(<BusinessLocationListPage />, { route: '/business-locations' });
    expect(await screen.findByText('No business locations yet')).toBeInTheDocument();
  });
});
