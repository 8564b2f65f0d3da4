import { createAuthStore, type StorageEvents } from './auth-store';

/** A tab's window as far as the store cares: where storage events arrive. */
const tabWindow = () => new EventTarget() as unknown as StorageEvents & EventTarget;
const storageEvent = (key: string | null, storageArea: Storage = localStorage) => new StorageEvent('storage', { key, storageArea });

describe('the auth store follows the other tabs (storage event)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('starts from the stored tokens', () => {
    localStorage.setItem('session_token', 'a1');
    localStorage.setItem('refresh_token', 'r1');
    expect(createAuthStore(tabWindow()).getState()).toMatchObject({ accessToken: 'a1', refreshToken: 'r1' });
  });

  it('takes the pair another tab stored after a refresh or a sign-in', () => {
    const events = tabWindow();
    const store = createAuthStore(events);
    localStorage.setItem('session_token', 'a2'); // written by another tab
    localStorage.setItem('refresh_token', 'r2');
    expect(store.getState().accessToken).toBeNull();
    events.dispatchEvent(storageEvent('session_token'));
    expect(store.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('empties itself when another tab signs out (storage cleared, key null)', () => {
    localStorage.setItem('session_token', 'a1');
    localStorage.setItem('refresh_token', 'r1');
    const events = tabWindow();
    const store = createAuthStore(events);
    const seen: Array<string | null> = [];
    store.subscribe((s) => seen.push(s.accessToken));
    localStorage.clear();
    events.dispatchEvent(storageEvent(null));
    expect(store.getState()).toMatchObject({ accessToken: null, refreshToken: null });
    expect(seen).toEqual([null]);
  });

  it('ignores other keys, other storage areas, and events that change nothing', () => {
    localStorage.setItem('session_token', 'a1');
    localStorage.setItem('refresh_token', 'r1');
    const events = tabWindow();
    const store = createAuthStore(events);
    const changes = jest.fn();
    store.subscribe(changes);
    events.dispatchEvent(storageEvent('refresh_token')); // same values as the store holds
    localStorage.setItem('session_token', 'a9');
    events.dispatchEvent(storageEvent('theme'));
    events.dispatchEvent(storageEvent('session_token', sessionStorage));
    expect(changes).not.toHaveBeenCalled();
    expect(store.getState().accessToken).toBe('a1');
  });

  it('writes both tokens on setTokens and keeps only UI preferences on clear', () => {
    const store = createAuthStore(tabWindow());
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('other', 'x');
    store.getState().setTokens({ access_token: 'a1', refresh_token: 'r1' });
    expect(localStorage.getItem('session_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    store.getState().clear();
    expect({ ...localStorage }).toEqual({ theme: 'dark' });
    expect(store.getState().accessToken).toBeNull();
  });
});
