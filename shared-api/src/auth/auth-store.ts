import { createStore, useStore, type StoreApi } from 'zustand';
import type { TokenPair } from '../contract/auth';

/** localStorage keys of the two tokens (spec §3: the session lives in local storage). */
export const SESSION_TOKEN_KEY = 'session_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';
/** UI preferences that survive logout (everything else in storage is cleared, spec §4.5). */
export const PRESERVED_KEYS = ['theme'];

export interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  setTokens: (pair: TokenPair) => void;
  clear: () => void;
  /** Takes whatever tokens localStorage holds now (written by another tab); writes nothing. */
  syncFromStorage: () => void;
}
export type AuthStore = StoreApi<AuthState>;

/** Where `storage` events arrive: the window, or a stand-in in tests. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

const read = (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key));

/** The tokens localStorage holds right now, whichever tab wrote them. */
export const readStoredTokens = () => ({ accessToken: read(SESSION_TOKEN_KEY), refreshToken: read(REFRESH_TOKEN_KEY) });

function clearStorage() {
  const kept = PRESERVED_KEYS.map((k) => [k, localStorage.getItem(k)] as const);
  localStorage.clear();
  sessionStorage.clear();
  for (const [k, v] of kept) if (v !== null) localStorage.setItem(k, v);
}

/**
 * An auth store that mirrors its tokens to localStorage and follows the changes other tabs make
 * there (the `storage` event, which fires in every tab of the origin but the writer): a refresh
 * elsewhere hands this tab the new pair, a sign-out elsewhere empties it (the guard then shows
 * /login), a sign-in elsewhere fills it. `events` is where storage events arrive (the window).
 */
export function createAuthStore(events: StorageEvents | undefined = typeof window === 'undefined' ? undefined : window): AuthStore {
  const store = createStore<AuthState>()((set, get) => ({
    ...readStoredTokens(),
    setTokens: ({ access_token, refresh_token }) => {
      localStorage.setItem(SESSION_TOKEN_KEY, access_token);
      localStorage.setItem(REFRESH_TOKEN_KEY, refresh_token);
      set({ accessToken: access_token, refreshToken: refresh_token });
    },
    clear: () => {
      clearStorage();
      set({ accessToken: null, refreshToken: null });
    },
    syncFromStorage: () => {
      const stored = readStoredTokens();
      const { accessToken, refreshToken } = get();
      if (stored.accessToken !== accessToken || stored.refreshToken !== refreshToken) set(stored);
    },
  }));
  events?.addEventListener('storage', (event) => {
    if (event.storageArea && typeof localStorage !== 'undefined' && event.storageArea !== localStorage) return;
    // key null: another tab cleared the storage (sign-out).
    if (event.key === null || event.key === SESSION_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) store.getState().syncFromStorage();
  });
  return store;
}

/**
 * The one auth store of the page (zustand, shared as a singleton by every module). Tokens are
 * mirrored to localStorage so a reload keeps the session, and other tabs' changes are followed;
 * `clear` wipes all stored data but UI preferences.
 */
export const authStore = createAuthStore();

export const useAuth = <T>(selector: (s: AuthState) => T): T => useStore(authStore, selector);
