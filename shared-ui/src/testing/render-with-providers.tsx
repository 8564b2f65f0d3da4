import './message-channel-shim';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { FeedbackProvider } from '../feedback';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';

// How long findBy/waitFor wait is set once, for every jsdom file, in tooling/jest/setup-dom.ts.

export interface RenderWithProvidersOptions {
  /** Initial URL, e.g. '/admin/island?atoll_id=3'. Default '/'. */
  route?: string;
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  /** The router's current location (pathname, search). */
  location: () => Location;
  /** Navigates inside act(), e.g. `navigate(-1)` for Back. */
  navigate: (to: string | number) => void;
}

/** No retries (a failure shows at once) and no garbage collection timers left running. */
export const createTestQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

/**
 * Renders `ui` the way the shell does, minus the layout: a MemoryRouter at `route`, a fresh
 * QueryClient (retry off) and the kit's FeedbackProvider (messages, toasts, confirmations). Returns Testing
 * Library's result plus a userEvent instance, the client, and the router's location/navigate.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router: { location?: Location; navigate?: NavigateFunction } = {};
  function RouterProbe() {
    router.location = useLocation();
    router.navigate = useNavigate();
    return null;
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        {/* No motion: transitions only add timers to wait for, and slow these tests a lot. */}
        <ConfigProvider theme={{ token: { motion: false } }}>
          <FeedbackProvider>
            {ui}
            <RouterProbe />
          </FeedbackProvider>
        </ConfigProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    ...result,
    // No pause between keystrokes: each one already re-renders antd, which is the slow part here.
    user: userEvent.setup({ delay: null }),
    queryClient,
    location: () => router.location as Location,
    navigate: (to) => {
      act(() => void router.navigate!(to as never));
    },
  };
}
