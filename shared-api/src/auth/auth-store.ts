import { createStore, useStore } from 'zustand';
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
}

const read = (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key));

function clearStorage() {
  const kept = PRESERVED_KEYS.map((k) => [k, localStorage.getItem(k)] as const);
  localStorage.clear();
  sessionStorage.clear();
  for (const [k, v] of kept) if (v !== null) localStorage.setItem(k, v);
}

/**
 * The one auth store (zustand, shared as a singleton by every module). Tokens are mirrored to
 * localStorage so a reload keeps the session; `clear` wipes all stored data but UI preferences.
 */
export const authStore = createStore<AuthState>()((set) => ({
  accessToken: read(SESSION_TOKEN_KEY),
  refreshToken: read(REFRESH_TOKEN_KEY),
  setTokens: ({ access_token, refresh_token }) => {
    localStorage.setItem(SESSION_TOKEN_KEY, access_token);
    localStorage.setItem(REFRESH_TOKEN_KEY, refresh_token);
    set({ accessToken: access_token, refreshToken: refresh_token });
  },
  clear: () => {
    clearStorage();
    set({ accessToken: null, refreshToken: null });
  },
}));

export const useAuth = <T>(selector: (s: AuthState) => T): T => useStore(authStore, selector);
