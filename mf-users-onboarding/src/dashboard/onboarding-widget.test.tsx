import { screen } from '@testing-library/react';
import { dashboardApi } from '@mv-admin/shared-api/dashboard';
import { renderWithProviders } from '@mv-admin/shared-ui/testing';
import OnboardingWidget from './onboarding-widget';

afterEach(() => jest.restoreAllMocks());

describe('OnboardingWidget', () => {
  it('counts submitted applications and pending requests in parallel, each linking to its filtered list', async () => {
    const totals: Record<string, number> = { applications: 4, individualOnboarding: 3, businessOnboarding: 0 };
    const count = jest.spyOn(dashboardApi, 'countList').mockImplementation(async (list) => totals[list]!);
    const { user, location } = renderWithProviders(<OnboardingWidget />);
    expect(await screen.findByRole('link', { name: 'Applications submitted 4' })).toHaveAttribute(
      'href',
      '/admin/service-provider-applications?status=submitted',
    );
    expect(screen.getByRole('link', { name: 'Individual requests pending 3' })).toHaveAttribute('href', '/onboarding-requests/individual?status=pending');
    expect(screen.getByRole('link', { name: 'Business requests pending 0' })).toHaveAttribute('href', '/onboarding-requests/business?status=pending');
    expect(count.mock.calls.map(([list, query]) => [list, query])).toEqual([
      ['applications', { status: 'submitted' }],
      ['individualOnboarding', { status: 'pending' }],
      ['businessOnboarding', { status: 'pending' }],
    ]);
    await user.click(screen.getByRole('link', { name: 'Business requests pending 0' }));
    expect(location().pathname + location().search).toBe('/onboarding-requests/business?status=pending');
  });

  it('says what failed, with Retry', async () => {
    jest.spyOn(dashboardApi, 'countList').mockRejectedValue(new Error('Could not reach the server.'));
    renderWithProviders(<OnboardingWidget />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the onboarding figures');
  });
});
