import { jobsApi } from '@mv-admin/shared-api/jobs';
import { apiError, apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { draftJob, leakingTap, parcelToMaafushi } from '../../shared/testing/job-fixtures';
import { JobListPage } from './job-list-page';

afterEach(() => jest.restoreAllMocks());

const row = async (title: string) => (await screen.findByRole('link', { name: new RegExp(title) })).closest('tr') as HTMLElement;

describe('JobListPage', () => {
  it('lists jobs with status names, type, people, category, money and date, filtered from the URL', async () => {
    const list = jest.spyOn(jobsApi, 'listJobs').mockResolvedValue(apiPage([leakingTap, parcelToMaafushi, draftJob]));
    renderWithProviders(<JobListPage />, { route: '/jobs?status=completed,vendor-accepted&jobIdList=123,124&job_type=regular&search=tap&page=2&size=50' });

    expect(await screen.findByRole('heading', { level: 1, name: 'All Jobs' })).toBeInTheDocument();
    const tap = await row('Fix the leaking tap');
    expect(within(tap).getByText('#123')).toBeInTheDocument();
    expect(within(tap).getByText('Completed')).toBeInTheDocument();
    expect(within(tap).getByText('Regular')).toBeInTheDocument();
    expect(within(tap).getByText('Mariyam Customer')).toBeInTheDocument();
    expect(within(tap).getByText('Ibrahim Provider')).toBeInTheDocument();
    expect(within(tap).getByText('Home Repairs / Plumbing')).toBeInTheDocument();
    expect(within(tap).getByText('MVR 500.00')).toBeInTheDocument();
    expect(within(tap).getByText('MVR 625.50')).toBeInTheDocument();
    expect(within(tap).getByText('Nov 1, 2026')).toBeInTheDocument();

    const parcel = await row('Send a parcel');
    expect(within(parcel).getByText('Vendor accepted')).toBeInTheDocument();
    expect(within(parcel).getByText('Delivery')).toBeInTheDocument();
    const draft = await row('Paint the fence');
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('Not assigned')).toBeInTheDocument();
    expect(within(draft).getAllByText('-')).toHaveLength(2);

    expect(list).toHaveBeenCalledWith(
      { query: { page: 2, size: 50, search: 'tap', status: ['completed', 'vendor-accepted'], jobIdList: ['123', '124'], job_type: 'regular' } },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('textbox', { name: 'Filter by job IDs' })).toHaveValue('123, 124');
  });

  it('filters by status and by pasted job ids through the URL, and Back restores the view', async () => {
    const list = jest.spyOn(jobsApi, 'listJobs').mockResolvedValue(apiPage([leakingTap]));
    const { user, location, navigate } = renderWithProviders(<JobListPage />, { route: '/jobs' });
    await row('Fix the leaking tap');

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('Vendor counter offer'));
    await waitFor(() => expect(location().search).toBe('?status=vendor-counter-offer'));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ status: ['vendor-counter-offer'] }) }, expect.any(AbortSignal)),
    );

    const ids = screen.getByRole('textbox', { name: 'Filter by job IDs' });
    await user.type(ids, 'Ticket about #12, #15 and 12{Enter}');
    expect(ids).toHaveValue('12, 15');
    await waitFor(() => expect(new URLSearchParams(location().search).get('jobIdList')).toBe('12,15'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ jobIdList: ['12', '15'] }) }, expect.any(AbortSignal)));

    navigate(-1);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Filter by job IDs' })).toHaveValue(''));
    expect(location().search).toBe('?status=vendor-counter-offer');
  });

  it('opens a job from its row into a drawer whose state is in the URL, without fetching it again', async () => {
    // The one-job refresh never answers here: what the drawer shows comes from the row already loaded.
    const list = jest
      .spyOn(jobsApi, 'listJobs')
      .mockImplementation(({ query } = {}) => (query?.jobIdList ? new Promise(() => {}) : Promise.resolve(apiPage([leakingTap, parcelToMaafushi]))));
    const { user, location } = renderWithProviders(<JobListPage />, { route: '/jobs?status=completed' });
    await user.click(await screen.findByRole('link', { name: /Fix the leaking tap/ }));

    expect(new URLSearchParams(location().search).get('job')).toBe('123');
    expect(new URLSearchParams(location().search).get('status')).toBe('completed');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Job #123: Fix the leaking tap')).toBeInTheDocument();
    expect(within(drawer).getByText('Quick and tidy work')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Close job details' }));
    await waitFor(() => expect(location().search).toBe('?status=completed'));
    expect(list).toHaveBeenCalledWith({ query: { jobIdList: '123', size: 1 } }, expect.any(AbortSignal));
  });

  it('shows the failure with Retry when the list cannot load', async () => {
    jest.spyOn(jobsApi, 'listJobs').mockRejectedValue(apiError(500, 'Something went wrong'));
    renderWithProviders(<JobListPage />, { route: '/jobs' });
    expect(await screen.findByText('Could not load jobs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
