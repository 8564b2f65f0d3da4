import { APP_SOURCE } from '@mv-admin/shared-api';
import { fetchApi, startEarlyRequests, takeEarly } from './early-requests';

const registryFile = {
  remotes: [
    { name: 'mf_jobs', entry: 'http://localhost:3001/remoteEntry.js', routes: ['/jobs', '/jobs/:id'] },
    {
      name: 'mf_locations',
      entry: 'http://localhost:3003/remoteEntry.js',
      routes: ['/admin/atoll'],
      reads: { '/admin/atoll': ['/atolls?size=20&page=1', '/views?list=atolls'] },
      widgets: [{ id: 'islands', reads: ['/islands?active=false&size=1'] }],
    },
  ],
};

describe('the requests the entry starts early', () => {
  const fetchMock = jest.fn((url: string | Request, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(url === '/remotes.json' ? registryFile : { API_BASE_URL: 'http://api.example.test:4000/' }))),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
    document.head.innerHTML = '';
  });

  it('asks for the settings and the registry once: startup takes those responses, a later read asks again', async () => {
    startEarlyRequests(null);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/env.json', '/remotes.json']);
    const first = await takeEarly('/remotes.json');
    expect(await first.json()).toEqual(registryFile);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await takeEarly('/remotes.json');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenLastCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('connects to the API when signed in, not on the login page, and preloads nothing', async () => {
    startEarlyRequests('token-1');
    await takeEarly('/env.json'); // startup's own reader still gets an unread body
    await new Promise((resolve) => setTimeout(resolve, 0));
    const preconnects = [...document.head.querySelectorAll('link[rel=preconnect]')].map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')]);
    expect(preconnects).toEqual([['http://api.example.test:4000', 'anonymous']]);
    expect(document.head.querySelectorAll('link[rel=preload]')).toHaveLength(0);

    document.head.innerHTML = '';
    startEarlyRequests(null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link[rel=preload], link[rel=preconnect]')).toHaveLength(0);
  });

  /** Every request to the API so far: its URL and headers. */
  const apiCalls = () =>
    fetchMock.mock.calls
      .map(([input, init]) => (input instanceof Request ? [input.url, input.headers] : [input, new Headers(init?.headers)]) as [string, Headers])
      .filter(([url]) => url.startsWith('http://api.example.test'))
      .map(([url, headers]) => [url, Object.fromEntries(headers.entries())]);
  const clientRequest = (url: string, token: string) =>
    new Request(url, { method: 'GET', headers: { authorization: `Bearer ${token}`, 'x-app-source': APP_SOURCE } });

  describe("a signed-in page's declared API reads", () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it("starts a deep link's reads with the session's token, and the client takes each answer once", async () => {
      window.history.replaceState(null, '', '/admin/atoll');
      const starting = startEarlyRequests('token-1');
      // The client asks before the entry has read the settings and the registry (the bootstrap
      // may be that quick): it waits for them, then takes the entry's request. Its query is in
      // another order.
      const taken = fetchApi(clientRequest('http://api.example.test:4000/api/v1/atolls?size=20&page=1', 'token-1'));
      await starting;
      const headers = { authorization: 'Bearer token-1', 'x-app-source': APP_SOURCE };
      expect(apiCalls()).toEqual([
        ['http://api.example.test:4000/api/v1/atolls?page=1&size=20', headers],
        ['http://api.example.test:4000/api/v1/views?list=atolls', headers],
      ]);
      const started = fetchMock.mock.results[fetchMock.mock.calls.findIndex(([url]) => String(url).includes('/atolls?'))]?.value;
      expect(await taken).toBe(await started);
      expect(apiCalls()).toHaveLength(2);
      // Once: the next read of it asks the server.
      await fetchApi(clientRequest('http://api.example.test:4000/api/v1/atolls?page=1&size=20', 'token-1'));
      expect(apiCalls()).toHaveLength(3);
    });

    it('is not taken by a request with another token, and starts nothing with a query, signed out or for a path without reads', async () => {
      window.history.replaceState(null, '', '/admin/atoll');
      await startEarlyRequests('token-1');
      const calls = fetchMock.mock.calls.length;
      await fetchApi(clientRequest('http://api.example.test:4000/api/v1/views?list=atolls', 'token-2'));
      expect(fetchMock).toHaveBeenCalledTimes(calls + 1);

      for (const [path, token] of [
        ['/admin/atoll?page=2', 'token-1'],
        ['/admin/atoll', null],
        ['/jobs', 'token-1'],
      ] as const) {
        fetchMock.mockClear();
        window.history.replaceState(null, '', path);
        await startEarlyRequests(token);
        expect(apiCalls()).toEqual([]);
      }
    });

    it("starts the dashboard's widgets' reads on /", async () => {
      await startEarlyRequests('token-1');
      expect(apiCalls().map(([url]) => url)).toEqual(['http://api.example.test:4000/api/v1/islands?active=false&size=1']);
    });
  });
});
