import { authStore, createHttpClient, installHttpClient } from '@mv-admin/shared-api';
import { onboardingApi } from '@mv-admin/shared-api/onboarding';
import { apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { findDialog } from '../../shared/testing/find-dialog';
import { admin, individualRequest } from '../../shared/testing/fixtures';
import { IndividualRequestListPage } from './individual-request-list-page';

const assets: string[] = [];
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  // The real client over a fake network: a request's documents are fetched by id with the session.
  installHttpClient(
    createHttpClient({
      apiUrl: 'http://api.test/api/v1',
      onLoggedOut: () => undefined,
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = input instanceof Request ? input : new Request(String(input), init);
        assets.push(`${new URL(req.url).pathname} ${req.headers.get('authorization')}`);
        return new Response(new Blob(['x'.repeat(2048)], { type: 'image/jpeg' }), { status: 200 });
      },
    }),
  );
  authStore.getState().setTokens({ access_token: 'a1', refresh_token: 'r1' });
});
afterEach(() => jest.restoreAllMocks());

const section = (details: HTMLElement, title: string) => within(details).getByRole('region', { name: title });

describe('IndividualRequestListPage', () => {
  it('lists requests with name, contact, island, categories, status and date, filtered by status from the URL', async () => {
    const list = jest.spyOn(onboardingApi, 'listIndividualOnboardings').mockResolvedValue(apiPage([individualRequest]));
    renderWithProviders(<IndividualRequestListPage />, { route: '/onboarding-requests/individual?status=pending&search=shifa' });

    expect(await screen.findByText('Aishath Shifa')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Individual Onboarding Requests']);
    const row = screen.getByText('Aishath Shifa').closest('tr') as HTMLElement;
    expect(within(row).getByText('shifa@example.mv')).toBeInTheDocument();
    expect(within(row).getByText('Cleaning')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Nov 14, 2026, 10:05 AM')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20, search: 'shifa', status: 'pending' } }, expect.any(AbortSignal));
  });

  it('shows every submitted field grouped for review, with the documents previewed', async () => {
    jest.spyOn(onboardingApi, 'listIndividualOnboardings').mockResolvedValue(apiPage([individualRequest]));
    const { user, location } = renderWithProviders(<IndividualRequestListPage />, { route: '/onboarding-requests/individual' });
    await user.click(await screen.findByRole('button', { name: 'Open the request of Aishath Shifa' }));
    expect(location().search).toBe('?request=21');

    const details = await findDialog('Aishath Shifa · individual onboarding');
    const text = (title: string) => section(details, title).textContent;
    expect(text('Identity')).toContain('Date of birth' + 'Apr 12, 1990');
    expect(text('Identity')).toContain('ID type' + 'National ID card');
    expect(text('Identity')).toContain('ID number' + 'A123456');
    expect(text('Contact and address')).toContain('House number' + 'H. Blue Light');
    expect(text('Services and availability')).toContain('Available days' + 'Monday, Tuesday');
    expect(text('Services and availability')).toContain('Pricing' + 'Hourly');
    expect(text('Vehicle')).toContain('Plate number' + 'P-1234');
    expect(text('Bank details')).toContain('Account number' + '7730000012345');

    const documents = section(details, 'Documents');
    expect(await within(documents).findByRole('img', { name: 'profile-picture-41.jpg' })).toHaveAttribute('src', 'blob:preview');
    expect(within(documents).getByText('Profile picture · 2.0 KB')).toBeInTheDocument();
    expect(within(documents).getByText('Not provided: National ID document.')).toBeInTheDocument();
    expect(assets).toContain('/api/v1/document/41/asset Bearer a1');
  });

  it('approves a pending request after a confirmation; the drawer and the list show the decision', async () => {
    const decided = {
      ...individualRequest,
      status: 'approved' as const,
      decisions: [{ id: 9, action: 'approve' as const, remarks: 'ID checked', created_at: individualRequest.created_at, decidedBy: admin }],
    };
    const list = jest
      .spyOn(onboardingApi, 'listIndividualOnboardings')
      .mockResolvedValueOnce(apiPage([individualRequest]))
      .mockResolvedValue(apiPage([decided]));
    const decide = jest.spyOn(onboardingApi, 'decideIndividualOnboarding').mockResolvedValue(decided);
    const { user } = renderWithProviders(<IndividualRequestListPage />, { route: '/onboarding-requests/individual?request=21' });

    const details = await findDialog('Aishath Shifa · individual onboarding');
    await user.type(within(details).getByLabelText(/Remarks/), 'ID checked');
    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    const confirm = await findDialog('Approve this request?');
    expect(confirm).toHaveTextContent('Individual onboarding of Aishath Shifa. Remarks: ID checked');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    expect(await within(details).findByText(/This request was approved by Demo Admin/)).toBeInTheDocument();
    expect(decide).toHaveBeenCalledTimes(1);
    expect(decide).toHaveBeenCalledWith({ body: { id: 21, action: 'approve', remarks: 'ID checked' }, ifMatch: 1 });
    expect(within(section(details, 'History')).getByText('ID checked')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    // The list (rendered before the drawer's portal) shows the new status.
    await waitFor(() => expect(within(screen.getAllByRole('table')[0]!).getByText('Approved')).toBeInTheDocument());
  });
});
