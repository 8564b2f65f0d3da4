import { applicationsApi } from '@mv-admin/shared-api/applications';
import { catalogApi } from '@mv-admin/shared-api/catalog';
import { apiError, apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { findDialog, waitForNoDialog } from '../../shared/testing/find-dialog';
import { approvedApplication, cleaning, draftApplication, submittedApplication } from '../../shared/testing/fixtures';
import { ApplicationListPage } from './application-list-page';

beforeEach(() => jest.spyOn(catalogApi, 'getJobCategory').mockResolvedValue(cleaning));
afterEach(() => jest.restoreAllMocks());

const rowOf = (text: string) => screen.getAllByText(text)[0]!.closest('tr') as HTMLElement;
const drawer = findDialog;

describe('ApplicationListPage', () => {
  it('lists applications with provider, category, status and submitted date, filtered by status from the URL', async () => {
    const list = jest.spyOn(applicationsApi, 'listApplications').mockResolvedValue(apiPage([submittedApplication, draftApplication]));
    renderWithProviders(<ApplicationListPage />, { route: '/admin/service-provider-applications?status=submitted' });

    await screen.findAllByText('Aishath Shifa');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Service Provider Applications']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Cleaning')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Submitted')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Nov 11, 2026, 10:05 AM')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Draft')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20, search: undefined, status: 'submitted' } }, expect.any(AbortSignal));
    expect(await screen.findByTitle('Submitted')).toBeInTheDocument(); // the filter shows its choice
  });

  it('opens an application in a drawer whose state is in the URL, with its required documents marked', async () => {
    jest.spyOn(applicationsApi, 'listApplications').mockResolvedValue(apiPage([submittedApplication]));
    const { user, location, navigate } = renderWithProviders(<ApplicationListPage />, { route: '/admin/service-provider-applications?status=submitted' });

    await user.click(await screen.findByRole('button', { name: 'Open the application of Aishath Shifa for Cleaning' }));
    expect(location().search).toBe('?status=submitted&application=5');
    const details = await drawer('Aishath Shifa · Cleaning');
    const required = await within(details).findByRole('list', { name: 'Required documents' });
    expect(
      within(required)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['UploadedNational ID', 'MissingPolice clearance']);
    expect(within(details).getByText('1 of 2 required documents missing.')).toBeInTheDocument();
    expect(within(details).getByText('national-id.pdf')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Download national-id.pdf' })).toBeInTheDocument();
    expect(within(details).getByText('shifa@example.mv')).toBeInTheDocument();
    expect(catalogApi.getJobCategory).toHaveBeenCalledWith({ params: { id: 4 } }, expect.any(AbortSignal));

    navigate(-1); // Back closes it
    await waitForNoDialog('Aishath Shifa · Cleaning');
    expect(location().search).toBe('?status=submitted');
  });

  it('opens a deep link to an application that is not on the page, decided, without a second decision', async () => {
    const list = jest
      .spyOn(applicationsApi, 'listApplications')
      .mockImplementation(async ({ query } = {}) =>
        query?.size === 100 ? apiPage([submittedApplication, approvedApplication], { size: 100 }) : apiPage([submittedApplication]),
      );
    renderWithProviders(<ApplicationListPage />, { route: '/admin/service-provider-applications?application=6' });

    const details = await drawer('Aishath Shifa · Cleaning');
    expect(await within(details).findByText(/This application was approved by Demo Admin/)).toBeInTheDocument();
    expect(within(details).getByText('All documents verified')).toBeInTheDocument(); // remarks in the history
    expect(within(details).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 100 } }, expect.any(AbortSignal));
  });

  it('says when a linked application does not exist', async () => {
    jest.spyOn(applicationsApi, 'listApplications').mockResolvedValue(apiPage([submittedApplication]));
    renderWithProviders(<ApplicationListPage />, { route: '/admin/service-provider-applications?application=99' });
    const details = await drawer('Application #99');
    expect(await within(details).findByText('This application was not found.')).toBeInTheDocument();
  });

  it('approves a submitted application once, with remarks, after a confirmation, then shows the decision', async () => {
    const decided = { ...approvedApplication, id: 5 };
    jest
      .spyOn(applicationsApi, 'listApplications')
      .mockResolvedValueOnce(apiPage([submittedApplication]))
      .mockResolvedValue(apiPage([decided]));
    let answer: (value: typeof decided) => void = () => undefined;
    const approve = jest.spyOn(applicationsApi, 'approveApplication').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<ApplicationListPage />, { route: '/admin/service-provider-applications?application=5' });

    const details = await drawer('Aishath Shifa · Cleaning');
    await user.type(within(details).getByLabelText(/Remarks/), '  All documents <b>verified</b> ');
    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    const confirm = await findDialog('Approve this application?');
    // Remarks are free text (spec §9 permissive preset): trimmed, markup kept as typed, shown as text.
    expect(confirm).toHaveTextContent('Aishath Shifa applies for Cleaning. Remarks: All documents <b>verified</b>');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(approve).toHaveBeenCalledTimes(1));
    const approveButton = within(details).getByRole('button', { name: /Approve/ });
    await user.click(approveButton); // a second click while sending does nothing
    expect(within(details).getByRole('button', { name: /Reject/ })).toBeDisabled();
    expect(approve).toHaveBeenCalledTimes(1);
    expect(approve).toHaveBeenCalledWith({ params: { id: 5 }, body: { remarks: 'All documents <b>verified</b>' }, ifMatch: 1 });

    answer(decided);
    expect(await within(details).findByText(/This application was approved/)).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Cleaning')).getByText('Approved')).toBeInTheDocument()); // the list refreshed
  });

  it('rejects nothing when the confirmation is cancelled, and keeps the remarks when the decision fails', async () => {
    jest.spyOn(applicationsApi, 'listApplications').mockResolvedValue(apiPage([submittedApplication]));
    const reject = jest.spyOn(applicationsApi, 'rejectApplication').mockRejectedValue(apiError(0, 'Could not reach the server.'));
    const { user } = renderWithProviders(<ApplicationListPage />, { route: '/admin/service-provider-applications?application=5' });
    const details = await drawer('Aishath Shifa · Cleaning');

    await user.click(within(details).getByRole('button', { name: 'Reject' }));
    let confirm = await findDialog('Reject this application?');
    expect(confirm).toHaveTextContent('No remarks.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitForNoDialog('Reject this application?');
    expect(reject).not.toHaveBeenCalled();

    await user.type(within(details).getByLabelText(/Remarks/), 'Police clearance missing');
    await user.click(within(details).getByRole('button', { name: 'Reject' }));
    confirm = await findDialog('Reject this application?');
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Could not reach the server.')).toBeInTheDocument();
    expect(reject).toHaveBeenCalledWith({ params: { id: 5 }, body: { remarks: 'Police clearance missing' }, ifMatch: 1 });
    expect(within(details).getByLabelText(/Remarks/)).toHaveValue('Police clearance missing');
    expect(within(details).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('explains why a draft cannot be decided', async () => {
    jest.spyOn(applicationsApi, 'listApplications').mockResolvedValue(apiPage([draftApplication]));
    renderWithProviders(<ApplicationListPage />, { route: '/admin/service-provider-applications?application=8' });
    const details = await drawer('Aishath Shifa · Cleaning');
    expect(within(details).getByText(/has not submitted this application yet/)).toBeInTheDocument();
    expect(within(details).getByText('No documents uploaded')).toBeInTheDocument();
    expect(await within(details).findByText('2 of 2 required documents missing.')).toBeInTheDocument();
  });
});
