import { onboardingApi } from '@mv-admin/shared-api/onboarding';
import { apiError, apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { findDialog } from '../../shared/testing/find-dialog';
import { admin, businessRequest } from '../../shared/testing/fixtures';
import { BusinessRequestListPage } from './business-request-list-page';

afterEach(() => jest.restoreAllMocks());

const section = (details: HTMLElement, title: string) => within(details).getByRole('region', { name: title });

describe('BusinessRequestListPage', () => {
  it('lists business requests with registration number, contact person and office island', async () => {
    const list = jest.spyOn(onboardingApi, 'listBusinessOnboardings').mockResolvedValue(apiPage([businessRequest]));
    renderWithProviders(<BusinessRequestListPage />, { route: '/onboarding-requests/business?status=bogus' });

    const row = (await screen.findByText('Reef Movers Pvt Ltd')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Business Onboarding Requests']);
    expect(within(row).getByText('C-0123/2019')).toBeInTheDocument();
    expect(within(row).getByText('Hassan Ali')).toBeInTheDocument();
    expect(within(row).getByText('Malé')).toBeInTheDocument();
    // A status the contract does not know means "all".
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20, search: undefined, status: undefined } }, expect.any(AbortSignal));
  });

  it('groups the business fields for review', async () => {
    jest.spyOn(onboardingApi, 'listBusinessOnboardings').mockResolvedValue(apiPage([businessRequest]));
    renderWithProviders(<BusinessRequestListPage />, { route: '/onboarding-requests/business?request=22' });
    const details = await findDialog('Reef Movers Pvt Ltd · business onboarding');
    const text = (title: string) => section(details, title).textContent;
    expect(text('Business')).toContain('Trade licences' + 'TL-2020-311');
    expect(text('Contact and address')).toContain('Designation' + 'Director');
    expect(text('Services and availability')).toContain('Pricing details' + '-');
    expect(text('Fleet')).toContain('Vehicle types' + 'Pickup, Dhoni');
    expect(text('Fleet')).toContain('Plate numbers' + 'P-2001, P-2002');
    expect(text('Bank details')).toContain('Payment cycle' + 'Monthly');
    expect(text('Documents')).toContain('Not provided: Logo, Business registration certificate.');
  });

  it('rejects with remarks; a second click while sending does nothing', async () => {
    const decided = {
      ...businessRequest,
      status: 'rejected' as const,
      decisions: [{ id: 3, action: 'reject' as const, remarks: 'Licence expired', created_at: businessRequest.created_at, decidedBy: admin }],
    };
    jest
      .spyOn(onboardingApi, 'listBusinessOnboardings')
      .mockResolvedValueOnce(apiPage([businessRequest]))
      .mockResolvedValue(apiPage([decided]));
    let answer: (value: typeof decided) => void = () => undefined;
    const decide = jest.spyOn(onboardingApi, 'decideBusinessOnboarding').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<BusinessRequestListPage />, { route: '/onboarding-requests/business?request=22' });

    const details = await findDialog('Reef Movers Pvt Ltd · business onboarding');
    await user.type(within(details).getByLabelText(/Remarks/), 'Licence expired');
    await user.click(within(details).getByRole('button', { name: 'Reject' }));
    await user.click(within(await findDialog('Reject this request?')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decide).toHaveBeenCalledTimes(1));
    await user.click(within(details).getByRole('button', { name: /Reject/ }));
    expect(within(details).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(decide).toHaveBeenCalledTimes(1);
    expect(decide).toHaveBeenCalledWith({ body: { id: 22, action: 'reject', remarks: 'Licence expired' }, ifMatch: 1 });

    answer(decided);
    expect(await within(details).findByText(/This request was rejected by Demo Admin/)).toBeInTheDocument();
  });

  it('refreshes the request when someone else decided it first', async () => {
    const decidedElsewhere = {
      ...businessRequest,
      status: 'approved' as const,
      decisions: [{ id: 4, action: 'approve' as const, remarks: null, created_at: businessRequest.created_at, decidedBy: admin }],
    };
    jest
      .spyOn(onboardingApi, 'listBusinessOnboardings')
      .mockResolvedValueOnce(apiPage([businessRequest]))
      .mockResolvedValue(apiPage([decidedElsewhere]));
    jest.spyOn(onboardingApi, 'decideBusinessOnboarding').mockRejectedValue(apiError(409, 'This request was already approved.', []));
    const { user } = renderWithProviders(<BusinessRequestListPage />, { route: '/onboarding-requests/business?request=22' });

    const details = await findDialog('Reef Movers Pvt Ltd · business onboarding');
    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    await user.click(within(await findDialog('Approve this request?')).getByRole('button', { name: 'Approve' }));
    expect(await within(details).findByText(/This request was approved by Demo Admin/)).toBeInTheDocument();
  });
});
