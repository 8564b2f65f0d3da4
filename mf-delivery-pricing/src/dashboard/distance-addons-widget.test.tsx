import { screen } from '@testing-library/react';
import { dashboardApi } from '@mv-admin/shared-api/dashboard';
import { renderWithProviders } from '@mv-admin/shared-ui/testing';
import DistanceAddonsWidget from './distance-addons-widget';

afterEach(() => jest.restoreAllMocks());

describe('DistanceAddonsWidget', () => {
  it('counts the inactive ones and links to that filtered list', async () => {
    const count = jest.spyOn(dashboardApi, 'countList').mockResolvedValue(3);
    const { user, location } = renderWithProviders(<DistanceAddonsWidget />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const link = await screen.findByRole('link', { name: 'Inactive distance add-ons 3' });
    expect(count).toHaveBeenCalledWith('distanceAddons', { is_active: 'false' }, expect.any(AbortSignal));
    await user.click(link);
    expect(location().pathname + location().search).toBe('/admin/delivery-distance-addons?is_active=false');
  });

  it('says what failed, with Retry', async () => {
    jest.spyOn(dashboardApi, 'countList').mockRejectedValue(new Error('Could not reach the server.'));
    renderWithProviders(<DistanceAddonsWidget />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the add-on figures');
  });
});
