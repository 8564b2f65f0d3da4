import { act, screen, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { DASHBOARD_REFRESH_MS } from '@mv-admin/shared-api/query';
import { ApiError } from '@mv-admin/shared-api';
import { dashboardApi, type JobsSummary } from '@mv-admin/shared-api/dashboard';
import { renderWithProviders } from '@mv-admin/shared-ui/testing';
import JobsWidget from './jobs-widget';

const summary: JobsSummary = {
  by_status: {
    draft: 6,
    posted: 12,
    'vendor-notification': 0,
    'vendor-accepted': 3,
    'vendor-counter-offer': 1,
    'counter-offer-accepted': 2,
    scheduled: 4,
    'in-progress': 5,
    'vendor-completed': 7,
    completed: 33,
    cancelled: 9,
  },
  total: 82,
  posted_last_7_days: 14,
};

afterEach(() => jest.restoreAllMocks());

describe('JobsWidget', () => {
  it('shows the totals and a bar per status, each linking to All Jobs filtered by that status', async () => {
    jest.spyOn(dashboardApi, 'jobsSummary').mockResolvedValue(summary);
    const { user, location } = renderWithProviders(<JobsWidget />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('link', { name: 'All jobs 82' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('link', { name: 'Posted in the last 7 days 14 Newest first in All Jobs' })).toHaveAttribute('href', '/jobs');

    // The chart is a table: its text alternative is its rows (status, count), in the order of the state machine.
    const chart = screen.getByRole('table', { name: 'Jobs by status' });
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual(['6', '12', '0', '3', '1', '2', '4', '5', '7', '33', '9']);
    expect(within(rows[9]!).getByRole('rowheader')).toHaveTextContent('Completed');

    await user.click(within(chart).getByRole('link', { name: 'Completed' }));
    expect(location().pathname + location().search).toBe('/jobs?status=completed');
  });

  it('says what failed, with Retry', async () => {
    const call = jest
      .spyOn(dashboardApi, 'jobsSummary')
      .mockRejectedValueOnce(new ApiError('The server took too long to answer. Try again.', 0))
      .mockResolvedValue(summary);
    const { user } = renderWithProviders(<JobsWidget />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the jobs figures');
    expect(screen.getByText('The server took too long to answer. Try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'All jobs 82' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe('JobsWidget refresh (dashboardRefresh)', () => {
  it('asks again when the tab becomes visible after a while, every few minutes while it stays visible, never while hidden', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-24T08:00:00Z') });
    try {
      const call = jest.spyOn(dashboardApi, 'jobsSummary').mockResolvedValue(summary);
      renderWithProviders(<JobsWidget />);
      await act(async () => jest.advanceTimersByTimeAsync(10));
      expect(screen.getByRole('link', { name: 'All jobs 82' })).toBeInTheDocument();
      expect(call).toHaveBeenCalledTimes(1);

      // Hidden for a minute, then visible again: the figures are stale, so they are asked for again.
      await act(async () => focusManager.setFocused(false));
      await act(async () => jest.advanceTimersByTimeAsync(60_000));
      await act(async () => focusManager.setFocused(true));
      await act(async () => jest.advanceTimersByTimeAsync(10));
      expect(call).toHaveBeenCalledTimes(2);

      // Visible: once more after DASHBOARD_REFRESH_MS.
      await act(async () => jest.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS));
      expect(call).toHaveBeenCalledTimes(3);

      // Hidden: not at all, however long.
      await act(async () => focusManager.setFocused(false));
      await act(async () => jest.advanceTimersByTimeAsync(3 * DASHBOARD_REFRESH_MS));
      expect(call).toHaveBeenCalledTimes(3);
    } finally {
      focusManager.setFocused(undefined);
      jest.useRealTimers();
    }
  });
});
