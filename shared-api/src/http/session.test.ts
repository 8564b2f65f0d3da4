import { createAuthStore, type AuthStore, type StorageEvents } from '../auth/auth-store';
import type { RefreshLocks } from '../auth/refresh-lock';
import { createHttpClient, type HttpClient } from './client';

/**
 * A fake API with the server's rotation rules: one live refresh token per session; the token
 * rotated last comes back -> 409 while `grace` is on; any other spent token -> the session is
 * revoked (403). Access tokens a1, a2... are valid only while they are the newest.
 */
function fakeApi() {
  const state = {
    live: 'r1',
    previous: null as string | null,
    access: 'a1',
    expired: false,
    revoked: false,
    grace: true,
    n: 1,
    logouts: 0,
    refreshStatuses: [] as number[],
    seen: [] as string[],
  };
  const json = (status: number, data: unknown) =>
    new Response(JSON.stringify({ status: status < 400 ? 'success' : 'fail', timestamp: new Date().toISOString(), data }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const valid = (token: string) => !state.revoked && !state.expired && token === state.access;
  const refresh = (refreshToken: string): Response => {
    if (!state.revoked && refreshToken === state.live) {
      state.n += 1;
      state.previous = state.live;
      state.live = `r${state.n}`;
      state.access = `a${state.n}`;
      state.expired = false;
      return json(200, { access_token: state.access, refresh_token: state.live });
    }
    if (!state.revoked && state.grace && refreshToken === state.previous) return json(409, null);
    state.revoked = true;
    return json(403, null);
  };
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(req.url).pathname.replace('/api/v1/', '');
    const token = req.headers.get('authorization')?.replace('Bearer ', '') ?? '';
    state.seen.push(`${path}:${token}`);
    if (path === 'is-authenticated') return json(200, { is_authenticated: valid(token) });
    if (path === 'refresh') {
      // Decided on arrival, like a database transaction; a refusal reaches its tab before the
      // winner's answer does.
      const answer = refresh(req.headers.get('x-refresh-token')?.replace('Bearer ', '') ?? '');
      state.refreshStatuses.push(answer.status);
      await new Promise((r) => setTimeout(r, answer.status === 200 ? 40 : 5));
      return answer;
    }
    if (path === 'logout') {
      state.logouts += 1;
      state.revoked = true;
      return json(200, null);
    }
    if (!valid(token)) return json(401, null);
    return json(200, { id: 1, type: 'ADMIN', name: 'Admin', email: 'a@b.mv', phone_number: null });
  };
  return { state, fetchFn: fetchFn as typeof fetch };
}

/** Web Locks as one origin has them: one holder at a time, the others queue. */
function fakeLocks(): RefreshLocks & { grants: number } {
  let tail: Promise<unknown> = Promise.resolve();
  const locks = {
    grants: 0,
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(() => {
        locks.grants += 1;
        return callback();
      });
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return locks;
}

interface Tab {
  store: AuthStore;
  client: HttpClient;
  loggedOut: jest.Mock;
  me: () => Promise<string>;
}

/**
 * Tabs of one origin in one jsdom: one localStorage, a store and a client each. Every write to
 * localStorage reaches the tabs as a storage event `eventDelayMs` later (never, when null).
 */
function origin(options: { locks: RefreshLocks | null; eventDelayMs: number | null }) {
  const fake = fakeApi();
  const windows: Array<EventTarget> = [];
  const deliver = (key: string | null) => {
    if (options.eventDelayMs === null) return;
    setTimeout(() => windows.forEach((w) => w.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }))), options.eventDelayMs);
  };
  const originalSet = Storage.prototype.setItem;
  const originalClear = Storage.prototype.clear;
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    originalSet.call(this, key, value);
    if (this === localStorage) deliver(key);
  });
  jest.spyOn(Storage.prototype, 'clear').mockImplementation(function (this: Storage) {
    originalClear.call(this);
    if (this === localStorage) deliver(null);
  });
  localStorage.setItem('session_token', 'a1');
  localStorage.setItem('refresh_token', 'r1');

  const open = (): Tab => {
    const events = new EventTarget();
    windows.push(events);
    const store = createAuthStore(events as unknown as StorageEvents);
    const loggedOut = jest.fn();
    const client = createHttpClient({
      apiUrl: 'http://api.test/api/v1',
      onLoggedOut: loggedOut,
      fetch: fake.fetchFn,
      store,
      locks: options.locks,
      supersededWaitMs: 500,
    });
    const me = () =>
      client.ky
        .get('me')
        .json<{ data: { name: string } }>()
        .then((b) => b.data.name);
    return { store, client, loggedOut, me };
  };
  return { ...fake, open };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('a session shared by several tabs', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });
  afterAll(() => jest.restoreAllMocks());

  it('one refresh for two tabs whose token expired together: the tab that waited adopts the stored pair', async () => {
    // No storage events at all: the adoption comes from comparing storage under the lock.
    const locks = fakeLocks();
    const system = origin({ locks, eventDelayMs: null });
    const [a, b] = [system.open(), system.open()];
    system.state.expired = true;
    const answers = await Promise.all([a.me(), b.me(), a.me(), b.me()]);
    expect(answers).toEqual(['Admin', 'Admin', 'Admin', 'Admin']);
    expect(system.state.refreshStatuses).toEqual([200]);
    expect(locks.grants).toBe(2); // one per tab: single-flight within each tab
    expect(system.state.revoked).toBe(false);
    expect(a.store.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    expect(b.store.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    expect(a.loggedOut).not.toHaveBeenCalled();
    expect(b.loggedOut).not.toHaveBeenCalled();
  });

  it('without the lock manager, the losing tab takes the 409, waits for the winner’s tokens and keeps the session', async () => {
    const system = origin({ locks: null, eventDelayMs: 60 });
    const [a, b] = [system.open(), system.open()];
    system.state.expired = true;
    await expect(Promise.all([a.me(), b.me()])).resolves.toEqual(['Admin', 'Admin']);
    expect(system.state.refreshStatuses).toEqual([200, 409]);
    expect(system.state.revoked).toBe(false);
    expect(b.store.getState().refreshToken).toBe('r2');
    expect(a.store.getState().refreshToken).toBe('r2');
    expect(system.state.logouts).toBe(0);
  });

  it('without the lock manager or the grace period, the same race ends the session (what the lock prevents)', async () => {
    const system = origin({ locks: null, eventDelayMs: 60 });
    system.state.grace = false;
    const [a, b] = [system.open(), system.open()];
    system.state.expired = true;
    await Promise.allSettled([a.me(), b.me()]);
    expect(system.state.refreshStatuses).toEqual([200, 403]);
    expect(system.state.revoked).toBe(true);
  });

  it('a tab that stayed open follows the refresh another tab made: its next call carries the new token', async () => {
    const system = origin({ locks: fakeLocks(), eventDelayMs: 5 });
    const [a, b] = [system.open(), system.open()];
    system.state.expired = true;
    await a.me();
    await new Promise((r) => setTimeout(r, 20)); // the storage events arrive
    expect(b.store.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    system.state.seen = [];
    await expect(b.me()).resolves.toBe('Admin');
    expect(system.state.seen).toEqual(['me:a2']);
    expect(system.state.refreshStatuses).toEqual([200]);
  });

  it('a stale tab that missed the storage event adopts under the lock instead of replaying its refresh token', async () => {
    const system = origin({ locks: fakeLocks(), eventDelayMs: null });
    const [a, b] = [system.open(), system.open()];
    system.state.expired = true;
    await a.me();
    expect(b.store.getState().refreshToken).toBe('r1'); // nothing told it
    await expect(b.me()).resolves.toBe('Admin');
    expect(system.state.refreshStatuses).toEqual([200]);
    expect(b.store.getState().refreshToken).toBe('r2');
  });

  it('adopts a new access token whose refresh token has not reached this tab yet, without refreshing', async () => {
    const system = origin({ locks: fakeLocks(), eventDelayMs: null });
    const b = system.open();
    system.state.expired = true;
    // Another tab refreshed (a2/r2); of its two writes, only the first has arrived here so far.
    await system.fetchFn('http://api.test/api/v1/refresh', { method: 'POST', headers: { 'x-refresh-token': 'Bearer r1' } });
    localStorage.setItem('session_token', 'a2');
    await expect(b.me()).resolves.toBe('Admin');
    expect(system.state.refreshStatuses).toEqual([200]); // only the other tab's
    expect(b.store.getState().accessToken).toBe('a2');
    expect(b.loggedOut).not.toHaveBeenCalled();
  });

  it('a sign-out in one tab empties the others at once; a sign-in in one fills the others', async () => {
    const system = origin({ locks: fakeLocks(), eventDelayMs: 0 });
    const [a, b] = [system.open(), system.open()];
    await a.client.session.logout();
    await settle();
    expect(b.store.getState()).toMatchObject({ accessToken: null, refreshToken: null });
    expect(system.state.logouts).toBe(1);
    a.store.getState().setTokens({ access_token: 'a7', refresh_token: 'r7' });
    await settle();
    expect(b.store.getState()).toMatchObject({ accessToken: 'a7', refreshToken: 'r7' });
  });

  it('a tab whose session ended elsewhere goes to /login without a second server sign-out', async () => {
    const system = origin({ locks: fakeLocks(), eventDelayMs: null });
    const [a, b] = [system.open(), system.open()];
    await a.client.session.logout();
    await expect(b.me()).rejects.toHaveProperty('response.status', 401);
    expect(b.loggedOut).toHaveBeenCalledTimes(1);
    expect(system.state.logouts).toBe(1);
    expect(system.state.refreshStatuses).toEqual([]);
  });

  it('still logs out when the refresh is refused and no other tab has newer tokens', async () => {
    const system = origin({ locks: fakeLocks(), eventDelayMs: 0 });
    const a = system.open();
    system.state.expired = true;
    system.state.revoked = true; // revoked on the server (reuse elsewhere, an admin)
    await expect(a.me()).rejects.toHaveProperty('response.status', 401);
    expect(system.state.refreshStatuses).toEqual([403]);
    expect(a.loggedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('session_token')).toBeNull();
  });
});
