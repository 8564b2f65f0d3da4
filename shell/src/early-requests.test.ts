import { startEarlyRequests, takeEarly } from './early-requests';

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
    startEarlyRequests(false);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/env.json', '/remotes.json']);
    const first = await takeEarly('/remotes.json');
    expect(await first.json()).toEqual(registryFile);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await takeEarly('/remotes.json');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenLastCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('connects to the API when signed in, not on the login page, and preloads nothing', async () => {
    startEarlyRequests(true);
    await takeEarly('/env.json'); // startup's own reader still gets an unread body
    await new Promise((resolve) => setTimeout(resolve, 0));
    const preconnects = [...document.head.querySelectorAll('link[rel=preconnect]')].map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')]);
    expect(preconnects).toEqual([['http://api.example.test:4000', 'anonymous']]);
    expect(document.head.querySelectorAll('link[rel=preload]')).toHaveLength(0);

    document.head.innerHTML = '';
    startEarlyRequests(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link[rel=preload], link[rel=preconnect]')).toHaveLength(0);
  });
});
