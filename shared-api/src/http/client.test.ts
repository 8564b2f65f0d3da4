import { authStore } from '../auth/auth-store';
import { createHttpClient, installHttpClient } from './client';
import { authApi as api } from '../index';

/** A tiny fake of the API: tokens "a1" then "a2"...; the handler decides per request. */
function fakeApi() {
  const state = {
    valid: new Set(['a1']),
    refreshes: 0,
    logouts: 0,
    refreshFails: false,
    seen: [] as string[],
    spurious401: 0,
    appSources: [] as (string | null)[],
    /** Each API request (not the auth calls) waits for the next hold, if any, before it answers. */
    holds: [] as Promise<void>[],
  };
  const json = (status: number, data: unknown) =>
    new Response(JSON.stringify({ status: status < 400 ? 'success' : 'fail', timestamp: new Date().toISOString(), data }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(req.url).pathname.replace('/api/v1/', '');
    const token = req.headers.get('authorization')?.replace('Bearer ', '') ?? '';
    state.seen.push(`${path}:${token}`);
    state.appSources.push(req.headers.get('x-app-source'));
    if (path === 'is-authenticated') return json(200, { is_authenticated: state.valid.has(token) });
    if (path === 'refresh') {
      state.refreshes += 1;
      await new Promise((r) => setTimeout(r, 20));
      if (state.refreshFails) return json(403, null);
      const next = `a${state.refreshes + 1}`;
      state.valid = new Set([next]);
      return json(200, { access_token: next, refresh_token: `r${state.refreshes + 1}` });
    }
    if (path === 'logout') {
      state.logouts += 1;
      return json(200, null);
    }
    const hold = state.holds.shift();
    if (hold) await hold;
    if (state.spurious401 > 0) {
      state.spurious401 -= 1;
      return json(401, null);
    }
    if (!state.valid.has(token)) return json(401, null);
    return json(200, { id: 1, type: 'ADMIN', name: 'Admin', email: 'a@b.mv', phone_number: null });
  };
  return { state, fetchFn: fetchFn as typeof fetch };
}

function setup() {
  const fake = fakeApi();
  const loggedOut = jest.fn();
  installHttpClient(createHttpClient({ apiUrl: 'http://api.test/api/v1', onLoggedOut: loggedOut, fetch: fake.fetchFn }));
  authStore.getState().setTokens({ access_token: 'a1', refresh_token: 'r1' });
  return { ...fake, loggedOut };
}

describe('the HTTP client on 401 (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  it('shares one refresh among concurrent 401s and answers every caller', async () => {
    const { state, loggedOut } = setup();
    state.valid = new Set(); // a1 expired
    const answers = await Promise.all([api.me(), api.me(), api.me(), api.me(), api.me()]);
    expect(state.refreshes).toBe(1);
    expect(answers).toHaveLength(5);
    answers.forEach((a) => expect(a.name).toBe('Admin'));
    expect(authStore.getState().accessToken).toBe('a2');
    expect(localStorage.getItem('refresh_token')).toBe('r2');
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('does not refresh again for a late 401 that carried the old token', async () => {
    const { state } = setup();
    state.valid = new Set();
    let release = () => {};
    state.holds.push(new Promise((r) => (release = r)));
    const late = api.me(); // held by the server until the refresh is done
    while (!state.seen.includes('me:a1')) await new Promise((r) => setTimeout(r, 1));
    await api.me(); // its 401 refreshes: a1 -> a2
    expect(state.refreshes).toBe(1);
    state.seen = [];
    release(); // the late request's 401 arrives now, for a1, after the refresh
    await expect(late).resolves.toMatchObject({ name: 'Admin' });
    // Repeated with the current token at once: no refresh, and not even a check of a2.
    expect(state.seen).toEqual(['me:a2']);
    expect(state.refreshes).toBe(1);
  });

  it('logs out when the refresh fails: server logout, storage cleared, onLoggedOut', async () => {
    const { state, loggedOut } = setup();
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('something', 'else');
    state.valid = new Set();
    state.refreshFails = true;
    await expect(api.me()).rejects.toMatchObject({ status: 401 });
    expect(state.logouts).toBe(1);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('session_token')).toBeNull();
    expect(localStorage.getItem('something')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('repeats the request without refreshing when the server still accepts the token', async () => {
    const { state } = setup();
    state.spurious401 = 1;
    await expect(api.me()).resolves.toMatchObject({ name: 'Admin' });
    expect(state.refreshes).toBe(0);
    expect(state.seen).toEqual(['me:a1', 'is-authenticated:a1', 'me:a1']);
  });

  it('gives up after one repeat: a second 401 for the same request is final', async () => {
    const { state } = setup();
    state.spurious401 = 2;
    await expect(api.me()).rejects.toMatchObject({ status: 401 });
    expect(state.seen.filter((s) => s.startsWith('me:'))).toHaveLength(2);
  });

  it('without a token goes to /login without calling the server', async () => {
    const { state, loggedOut } = setup();
    authStore.getState().clear();
    await expect(api.me()).rejects.toMatchObject({ status: 401 });
    expect(state.refreshes).toBe(0);
    expect(state.logouts).toBe(0);
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('sends x-app-source and the bearer token', async () => {
    const { state } = setup();
    await api.me();
    expect(state.seen).toEqual(['me:a1']);
    expect(state.appSources).toEqual(['admin-app']);
  });
});

describe('the HTTP client in the browser', () => {
  it("turns zod's eval probe off, which the CSP would report as a violation on every page", async () => {
    const { globalConfig } = await import('zod/v4/core');
    globalConfig.jitless = undefined;
    createHttpClient({ apiUrl: 'http://api.test/api/v1', onLoggedOut: () => undefined });
    expect(globalConfig.jitless).toBe(true);
  });
});
