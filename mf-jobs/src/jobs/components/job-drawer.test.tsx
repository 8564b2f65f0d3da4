import { jobsApi, type Job } from '@mv-admin/shared-api/jobs';
import { apiError, apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { draftJob, leakingTap, parcelToMaafushi } from '../../shared/testing/job-fixtures';
import JobDrawer from './job-drawer';
import { TIMELINE_STEP } from './job-timeline';

afterEach(() => jest.restoreAllMocks());

const openJob = (job: Job | null) => {
  const list = jest.spyOn(jobsApi, 'listJobs').mockResolvedValue(apiPage(job ? [job] : []));
  const view = renderWithProviders(<JobDrawer jobId={job?.id ?? 999} open onClose={jest.fn()} />);
  return { list, ...view };
};
const drawer = () => screen.getByRole('dialog');
const row = (label: string) => within(drawer()).getByText(label, { selector: 'th, th *' }).closest('tr') as HTMLElement;

describe('JobDrawer', () => {
  it('fetches the job by id and shows its facts, money, dates, people and place', async () => {
    const { list } = openJob(leakingTap);
    expect(await within(drawer()).findByText('Job #123: Fix the leaking tap')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ query: { jobIdList: '123', size: 1 } }, expect.any(AbortSignal));

    expect(within(drawer()).getByText(/The kitchen tap leaks/)).toBeInTheDocument();
    expect(within(row('Budget')).getByText('MVR 500.00')).toBeInTheDocument();
    expect(within(row('Total cost')).getByText('MVR 625.50')).toBeInTheDocument();
    expect(within(row('Workflow')).getByText('Standard service')).toBeInTheDocument();
    expect(within(row('Created')).getByText('Nov 1, 2026, 9:00 AM')).toBeInTheDocument();
    expect(within(row('Scheduled')).getByText('Nov 3, 2026, 10:00 AM')).toBeInTheDocument();
    expect(within(row('Completed')).getByText('Nov 5, 2026, 3:05 PM')).toBeInTheDocument();
    const customer = row('Customer');
    expect(within(customer).getByText('Mariyam Customer')).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: '+9607771234' })).toHaveAttribute('href', 'tel:+9607771234');
    expect(within(customer).getByRole('link', { name: 'mariyam@example.mv' })).toHaveAttribute('href', 'mailto:mariyam@example.mv');
    expect(within(row('Provider')).getByText('Ibrahim Provider')).toBeInTheDocument();
    expect(within(row('Island')).getByText('Malé')).toBeInTheDocument();
    expect(within(row('Atoll')).getByText('Kaafu (K)')).toBeInTheDocument();
    expect(within(row('Rating')).getByText('4 of 5')).toBeInTheDocument();
    expect(within(row('Comment')).getByText('Quick and tidy work')).toBeInTheDocument();
    // A date it does not have still has its row, with '-' (spec §9).
    expect(within(row('Delivery')).getByText('-')).toBeInTheDocument();
    // No delivery data, no packages: no empty sections for them.
    expect(within(drawer()).queryByRole('heading', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(within(drawer()).queryByText('Packages')).not.toBeInTheDocument();
  });

  it('shows the history in order with who and when, the documents and the chats with offers', async () => {
    const { user } = openJob(leakingTap);
    await user.click(await within(drawer()).findByRole('tab', { name: 'History (4)' }));
    const history = within(drawer()).getByRole('tabpanel');
    const titles = ['Posted', 'Counter offer', 'Counter offer accepted', 'Completed'].map((title) => within(history).getByText(title, { exact: true }));
    for (let i = 1; i < titles.length; i += 1) expect(titles[i - 1]!.compareDocumentPosition(titles[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(history).getByText('Counter offer of MVR 625.50 accepted')).toBeInTheDocument();
    expect(within(history).getByText('Ibrahim Provider · Nov 2, 2026, 9:00 AM')).toBeInTheDocument();

    await user.click(within(drawer()).getByRole('tab', { name: 'Documents (1)' }));
    const documents = within(drawer()).getByRole('list', { name: 'Documents' });
    expect(within(documents).getByText('receipt-1.pdf')).toBeInTheDocument();
    expect(within(documents).getByText(/Payment receipt · 2.0 KB/)).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Download receipt-1.pdf' })).toBeInTheDocument();

    await user.click(within(drawer()).getByRole('tab', { name: 'Chats (1)' }));
    const messages = within(drawer()).getByRole('list', { name: 'Messages of About the tap' });
    expect(within(drawer()).getByText('Closed')).toBeInTheDocument();
    expect(within(messages).getByText('Hello, is the job still open?')).toBeInTheDocument();
    expect(within(messages).getByText('Offer: MVR 625.50')).toBeInTheDocument();
    expect(within(messages).getByText('Accepted')).toBeInTheDocument();
    expect(within(messages).getByText('Parts and labour')).toBeInTheDocument();
    // Read only: nothing to send or decide.
    expect(within(drawer()).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a delivery job with its addresses, islands and package', async () => {
    openJob(parcelToMaafushi);
    expect(await within(drawer()).findByText('Job #124: Send a parcel to Maafushi')).toBeInTheDocument();
    expect(within(row('Item type')).getByText('Parcel')).toBeInTheDocument();
    expect(within(row('From')).getByText('M. Sunny Villa, Majeedhee Magu')).toBeInTheDocument();
    expect(within(row('From island')).getByText('Malé, Kaafu (K)')).toBeInTheDocument();
    expect(within(row('To island')).getByText('Maafushi, Kaafu (K)')).toBeInTheDocument();
    expect(within(row('Delivery')).getByText('Nov 8, 2026, 2:00 PM')).toBeInTheDocument();
    expect(within(row('Scheduled')).getByText('-')).toBeInTheDocument();
    expect(within(row('Completed')).getByText('-')).toBeInTheDocument();
    expect(within(row('Small parcel')).getByText('0-5 kg · MVR 75.00 · 2 Hours Express')).toBeInTheDocument();
    expect(within(drawer()).queryByRole('tab', { name: /Documents/ })).not.toBeInTheDocument();
    expect(within(drawer()).queryByRole('tab', { name: /Chats/ })).not.toBeInTheDocument();
  });

  it('shows what a draft has, its missing dates as -, and no empty boxes for the rest', async () => {
    openJob(draftJob);
    expect(await within(drawer()).findByText('Job #125: Paint the fence')).toBeInTheDocument();
    for (const absent of ['Budget', 'Total cost', 'Provider', 'Business location', 'Review']) {
      expect(within(drawer()).queryByText(absent)).not.toBeInTheDocument();
    }
    // Dates are the exception: each of the four shows, '-' when the job has none (spec §9).
    for (const missing of ['Scheduled', 'Delivery', 'Completed']) expect(within(row(missing)).getByText('-')).toBeInTheDocument();
    expect(
      within(drawer())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'History (1)', 'Activity']);
  });

  it('says so when no job has the id, and offers Retry when the load fails', async () => {
    openJob(null);
    expect(await within(drawer()).findByText('No job #999')).toBeInTheDocument();
    jest.restoreAllMocks();

    jest.spyOn(jobsApi, 'listJobs').mockRejectedValue(apiError(503, 'The server is busy'));
    renderWithProviders(<JobDrawer jobId={5} open onClose={jest.fn()} />);
    expect(await screen.findByText('Could not load job #5')).toBeInTheDocument();
    expect(screen.getByText('The server is busy')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });

  it('draws a long history a step at a time', async () => {
    const actions = Array.from({ length: TIMELINE_STEP * 2 + 5 }, (_, i) => ({ ...leakingTap.jobActions[1]!, id: 1000 + i, details: `Step ${i + 1}` }));
    const { user } = openJob({ ...leakingTap, jobActions: actions });
    await user.click(await within(drawer()).findByRole('tab', { name: `History (${actions.length})` }));
    expect(within(drawer()).getByText(`Step ${TIMELINE_STEP}`)).toBeInTheDocument();
    expect(within(drawer()).queryByText(`Step ${TIMELINE_STEP + 1}`)).not.toBeInTheDocument();
    await user.click(within(drawer()).getByRole('button', { name: `Show ${TIMELINE_STEP} more of ${TIMELINE_STEP + 5}` }));
    expect(within(drawer()).getByText(`Step ${TIMELINE_STEP * 2}`)).toBeInTheDocument();
    await user.click(within(drawer()).getByRole('button', { name: 'Show 5 more of 5' }));
    expect(within(drawer()).getByText(`Step ${actions.length}`)).toBeInTheDocument();
    expect(within(drawer()).queryByRole('button', { name: /Show .* more/ })).not.toBeInTheDocument();
  });
});
