import { authStore } from '../auth/auth-store';
import { createHttpClient, installHttpClient } from '../http/client';
import { dashboardApi } from './dashboard';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('dashboardApi.countList', () => {
  beforeEach(() => authStore.getState().setTokens({ access_token: 't', refresh_token: 'r' }));

  it('asks the list for one row with the filter and answers its total, whatever the items hold', async () => {
    const urls: string[] = [];
    installHttpClient(
      createHttpClient({
        apiUrl: 'http://api.test/api/v1',
        onLoggedOut: () => undefined,
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          urls.push((input instanceof Request ? input : new Request(String(input), init)).url);
          // An item the count view does not describe: it is not parsed, only the total is read.
          return ok({
            status: 'success',
            timestamp: 't1',
            data: {
              items: [{ id: 1, anything: ['x'] }],
              pagination: { next_page: 2, previous_page: null, total_pages: 41, total_items: 41, record_count: 1, current_page: 1 },
            },
          });
        }) as typeof fetch,
      }),
    );
    await expect(dashboardApi.countList('applications', { status: 'submitted' })).resolves.toBe(41);
    await expect(dashboardApi.countList('distanceAddons', { is_active: 'false' })).resolves.toBe(41);
    expect(urls).toEqual([
      'http://api.test/api/v1/service-provider-application?status=submitted&size=1',
      'http://api.test/api/v1/delivery-distance-addons?is_active=false&size=1',
    ]);
  });
});
