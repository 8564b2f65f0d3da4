import { locationsApi } from '@mv-admin/shared-api/locations';
import { apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { atollIslandOptions, hithadhoo, maafushi, male } from '../../shared/testing/location-fixtures';
import { IslandListPage } from './island-list-page';

beforeEach(() => jest.spyOn(locationsApi, 'atollIslandSelect').mockResolvedValue(atollIslandOptions));
afterEach(() => jest.restoreAllMocks());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('IslandListPage', () => {
  it('lists islands with their atoll and status, filtered from the URL', async () => {
    const list = jest.spyOn(locationsApi, 'listIslands').mockResolvedValue(apiPage([male, maafushi]));
    renderWithProviders(<IslandListPage />, { route: '/admin/island?atoll_id=1&active=true&page=2' });

    await screen.findByText('Malé');
    expect(within(rowOf('Malé')).getByText('Kaafu (K)')).toBeInTheDocument();
    expect(within(rowOf('Malé')).getByRole('switch', { name: 'Active: Malé' })).toBeChecked();
    expect(within(rowOf('Maafushi')).getByRole('switch', { name: 'Active: Maafushi' })).not.toBeChecked();
    expect(list).toHaveBeenCalledWith({ query: { page: 2, size: 20, search: undefined, atoll_id: 1, active: 'true' } }, expect.any(AbortSignal));
    expect(await screen.findByTitle('Kaafu (K)')).toBeInTheDocument(); // the atoll filter shows its choice
  });

  it('filters by atoll through the URL', async () => {
    const list = jest.spyOn(locationsApi, 'listIslands').mockResolvedValue(apiPage([male, hithadhoo]));
    const { user, location } = renderWithProviders(<IslandListPage />, { route: '/admin/island' });
    await screen.findByText('Hithadhoo');

    await user.click(screen.getByRole('combobox', { name: 'Filter by atoll' }));
    await user.click(await screen.findByTitle('Addu (S)'));

    expect(location().search).toBe('?atoll_id=2');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ atoll_id: 2, page: 1 }) }, expect.any(AbortSignal)));
  });

  it('switches an island off inline', async () => {
    jest
      .spyOn(locationsApi, 'listIslands')
      .mockResolvedValueOnce(apiPage([male]))
      .mockResolvedValue(apiPage([{ ...male, active: false }]));
    const update = jest.spyOn(locationsApi, 'updateIsland').mockResolvedValue({ ...male, active: false });
    const { user } = renderWithProviders(<IslandListPage />, { route: '/admin/island' });

    const toggle = await screen.findByRole('switch', { name: 'Active: Malé' });
    await user.click(toggle);

    expect(update).toHaveBeenCalledWith({ params: { island_id: 10 }, body: { active: false }, ifMatch: 1 });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Malé' })).not.toBeChecked());
  });
});
