import { pathMatches, startEarlyRequests, takeEarly } from './early-requests';

const registryFile = {
  remotes: [
    { name: 'mf_jobs', entry: 'http://localhost:3001/remoteEntry.js', routes: ['/jobs', '/jobs/:id'] },
    { name: 'mf_locations', entry: 'http://localhost:3003/remoteEntry.js', routes: ['/admin/atoll'] },
  ],
};

describe('the requests the entry starts early', () => {
  const fetchMock = jest.fn((url: string) =>
    Promise.resolve(new Response(JSON.stringify(url === '/remotes.json' ? registryFile : { API_BASE_URL: 'http://api.example.test:4000/' }))),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
    document.head.innerHTML = '';
  });

  it('asks for the settings and the registry once: startup takes those responses, a later read asks again', async () => {
    startEarlyRequests(false, '/login');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/env.json', '/remotes.json']);
    const first = await takeEarly('/remotes.json');
    expect(await first.json()).toEqual(registryFile);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await takeEarly('/remotes.json');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenLastCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it("connects to the API and to the deep-linked remote's origin when signed in, to neither on the login page, and preloads nothing", async () => {
    startEarlyRequests(true, '/jobs/42');
    await takeEarly('/remotes.json'); // the registry's own reader still gets an unread body
    await new Promise((resolve) => setTimeout(resolve, 0));
    const preconnects = [...document.head.querySelectorAll('link[rel=preconnect]')].map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')]);
    expect(preconnects).toEqual(
      expect.arrayContaining([
        ['http://api.example.test:4000', 'anonymous'],
        ['http://localhost:3001', null],
      ]),
    );
    expect(preconnects).toHaveLength(2);
    // A hung preload of the entry would hold the module's Retry too (e2e federation.spec.ts).
    expect(document.head.querySelectorAll('link[rel=preload]')).toHaveLength(0);

    document.head.innerHTML = '';
    startEarlyRequests(false, '/jobs/42');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link[rel=preload], link[rel=preconnect]')).toHaveLength(0);
  });

  it.each([
    ['/jobs', '/jobs', true],
    ['/jobs/:id', '/jobs/42', true],
    ['/jobs/:id', '/jobs', false],
    ['/jobs', '/jobs/42', false],
    ['/billing/*', '/billing/business-transfer-sheet/7', true],
    ['/admin/atoll', '/admin/island', false],
  ])('route %s matches %s: %s', (route, pathname, expected) => {
    expect(pathMatches(route, pathname)).toBe(expected);
  });
});
