import { locationsApi } from '@mv-admin/shared-api/locations';
import { apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { addu, kaafu } from '../../shared/testing/location-fixtures';
import { AtollListPage } from './atoll-list-page';

afterEach(() => jest.restoreAllMocks());

describe('AtollListPage', () => {
  it('lists atolls from the API with the search from the URL', async () => {
    const list = jest.spyOn(locationsApi, 'listAtolls').mockResolvedValue(apiPage([kaafu, addu]));
    renderWithProviders(<AtollListPage />, { route: '/admin/atoll?search=a' });

    expect(await screen.findByRole('heading', { name: 'Atolls' })).toBeInTheDocument();
    const row = (await screen.findByText('Kaafu')).closest('tr') as HTMLElement;
    expect(within(row).getByText('K')).toBeInTheDocument();
    expect(within(row).getByText('Central')).toBeInTheDocument();
    const adduRow = screen.getByText('Addu').closest('tr') as HTMLElement;
    expect(within(adduRow).getByText('-')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20, search: 'a' } }, expect.any(AbortSignal));
  });

  it('creates an atoll and refreshes the list', async () => {
    const list = jest
      .spyOn(locationsApi, 'listAtolls')
      .mockResolvedValueOnce(apiPage([kaafu]))
      .mockResolvedValue(apiPage([kaafu, addu]));
    jest.spyOn(locationsApi, 'createAtoll').mockResolvedValue(addu);
    const { user } = renderWithProviders(<AtollListPage />, { route: '/admin/atoll' });
    await screen.findByText('Kaafu');

    await user.click(screen.getByRole('button', { name: /New atoll/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Addu');
    await user.type(within(dialog).getByLabelText('Code'), 'S');
    await user.click(within(dialog).getByRole('button', { name: /Create/ }));

    expect(await screen.findByText('Addu')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the edit modal with the row values', async () => {
    jest.spyOn(locationsApi, 'listAtolls').mockResolvedValue(apiPage([kaafu]));
    const { user } = renderWithProviders(<AtollListPage />, { route: '/admin/atoll' });
    await user.click(await screen.findByRole('button', { name: 'Edit Kaafu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit atoll Kaafu')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toHaveValue('K');
  });
});
