import { liveHub } from '@mv-admin/shared-api/live';
import { dashboardRefresh } from '@mv-admin/shared-api/query';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DASHBOARD_LIVE_THROTTLE_MS, useLiveDashboard } from './use-live-dashboard';

const change = (seq: number) =>
  liveHub.publish({ kind: 'change', event: { seq, type: 'ticket', id: '1', action: 'create', actor_id: 2, version: 1, at: '2026-11-28T10:00:00Z' } });

describe('useLiveDashboard', () => {
  afterEach(() => jest.useRealTimers());

  it("re-reads the widgets' figures once per burst of changes, and no other query", async () => {
    jest.useFakeTimers();
    const client = new QueryClient();
    const summary = jest.fn(async () => 1);
    const other = jest.fn(async () => 1);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(
      () => {
        useQuery({ queryKey: ['tickets-summary'], queryFn: summary, ...dashboardRefresh });
        useQuery({ queryKey: ['tickets'], queryFn: other });
        useLiveDashboard();
      },
      { wrapper },
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    act(() => {
      for (let seq = 1; seq <= 20; seq++) change(seq);
    });
    expect(summary).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(DASHBOARD_LIVE_THROTTLE_MS);
    });
    expect(summary).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
  });
});
