import { screen } from '@testing-library/react';
import { dashboardApi } from '@mv-admin/shared-api/dashboard';
import { renderWithProviders } from '@mv-admin/shared-ui/testing';
import IslandsWidget from './islands-widget';

afterEach(() => jest.restoreAllMocks());

describe('IslandsWidget', () => {
  it('counts the inactive ones and links to that filtered list', async () => {
    const count = jest.spyOn(dashboardApi, 'countList').mockResolvedValue(3);
    const { user, location } = renderWithProviders(<IslandsWidget />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const link = await screen.findByRole('link', { name: 'Inactive islands 3' });
    expect(count).toHaveBeenCalledWith('islands', { active: 'false' }, expect.any(AbortSignal));
    await user.click(link);
    expect(location().pathname + location().search).toBe('/admin/island?active=false');
  });

  it('says what failed, with Retry', async () => {
    jest.spyOn(dashboardApi, 'countList').mockRejectedValue(new Error('Could not reach the server.'));
    renderWithProviders(<IslandsWidget />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the island figures');
  });
});
