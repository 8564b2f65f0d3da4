import ky from 'ky';
import { authStore as pageAuthStore, readStoredTokens, type AuthStore } from '../auth/auth-store';
import { browserLocks, type RefreshLocks, withRefreshLock } from '../auth/refresh-lock';
import { authCalls, type TokenPair } from '../contract/auth';
import { envelopeSchema } from '../contract/envelope';

export const APP_SOURCE = 'admin-app';

export interface SessionOptions {
  /** `<API base URL>/api/v1` */
  apiUrl: string;
  /** Called after the session ended (server logout done, storage cleared): go to /login. */
  onLoggedOut: () => void;
  fetch?: typeof fetch;
  /** The auth store to read and update; the page's one store unless a test brings its own. */
  store?: AuthStore;
  /** The cross-tab lock; the browser's `navigator.locks` by default, null for none. */
  locks?: RefreshLocks | null;
  /** How long to wait for the winning tab's tokens after the server says another refresh won. */
  supersededWaitMs?: number;
}

export type RecoverOutcome = 'valid' | 'refreshed' | 'logged-out';

const isAuthenticatedResponse = envelopeSchema(authCalls.isAuthenticated.response);
const refreshResponse = envelopeSchema(authCalls.refresh.response);

type RefreshAnswer = { kind: 'rotated'; pair: TokenPair } | { kind: 'superseded' } | { kind: 'refused' };

/**
 * Session recovery after a 401 (spec §4 step 3-4), safe with several tabs on one localStorage.
 *
 * `recover(token)` is single-flight per token within the tab: every 401 that carried the same
 * token waits for the same attempt. A 401 for a token that is no longer current (a late answer
 * after a refresh, here or in another tab) resolves to 'valid' without asking the server: the
 * caller retries with the current token.
 *
 * Across tabs, the refresh runs under a Web Lock. The tab that gets it first refreshes; a tab
 * that waited finds other tokens in localStorage than the pair it was about to use and adopts
 * them instead of refreshing again (spending a rotated token would revoke the session). If the
 * server answers 409 (the token was just rotated elsewhere: without Web Locks, or before the
 * winner's write reached this tab), the tab waits briefly for the winner's tokens to arrive.
 */
export function createSession(options: SessionOptions) {
  const store = options.store ?? pageAuthStore;
  const locks = options.locks === null ? undefined : (options.locks ?? browserLocks());
  const supersededWaitMs = options.supersededWaitMs ?? 3000;
  const raw = ky.create({
    prefixUrl: options.apiUrl,
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    fetch: options.fetch,
    headers: { 'x-app-source': APP_SOURCE },
  });
  let inFlight: { token: string; promise: Promise<RecoverOutcome> } | undefined;

  async function stillAuthenticated(token: string): Promise<boolean> {
    try {
      const res = await raw.post('is-authenticated', { json: { type: 'ADMIN' }, headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) return false;
      const body = isAuthenticatedResponse.safeParse(await res.json());
      return body.success && body.data.data.is_authenticated;
    } catch {
      return false;
    }
  }

  async function postRefresh(accessToken: string, refreshToken: string): Promise<RefreshAnswer> {
    try {
      const res = await raw.post('refresh', {
        headers: { authorization: `Bearer ${accessToken}`, 'x-refresh-token': `Bearer ${refreshToken}` },
      });
      if (res.status === 409) return { kind: 'superseded' };
      if (res.status !== 200) return { kind: 'refused' };
      const body = refreshResponse.safeParse(await res.json());
      return body.success ? { kind: 'rotated', pair: body.data.data } : { kind: 'refused' };
    } catch {
      return { kind: 'refused' };
    }
  }

  /** Resolves true once localStorage holds another refresh token than `spent`, false after `ms`. */
  function storedTokenChanged(spent: string, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let unsubscribe = () => {};
      const settle = (changed: boolean) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(changed);
      };
      // The store follows the storage event, so its changes tell when another tab wrote.
      const check = () => {
        if (readStoredTokens().refreshToken !== spent) settle(true);
      };
      unsubscribe = store.subscribe(check);
      timer = setTimeout(() => settle(false), ms);
      check();
    });
  }

  /** Takes the pair another tab stored, if there is a whole one; false when storage is empty. */
  function adoptStored(): boolean {
    store.getState().syncFromStorage();
    const { accessToken, refreshToken } = store.getState();
    return Boolean(accessToken && refreshToken);
  }

  /**
   * Under the cross-tab lock: adopt what another tab stored since the `spent` pair was read, or
   * refresh. True when the tab holds a working pair afterwards. Either token counts as a change:
   * another tab's two writes may reach this one a moment apart.
   */
  function refreshOrAdopt(spent: { accessToken: string; refreshToken: string | null }): Promise<boolean> {
    return withRefreshLock(async () => {
      const stored = readStoredTokens();
      if (stored.refreshToken !== spent.refreshToken || stored.accessToken !== spent.accessToken) return adoptStored();
      if (!stored.accessToken || !stored.refreshToken) return false;
      const answer = await postRefresh(stored.accessToken, stored.refreshToken);
      if (answer.kind === 'rotated') {
        store.getState().setTokens(answer.pair);
        return true;
      }
      const changed =
        answer.kind === 'superseded'
          ? await storedTokenChanged(stored.refreshToken, supersededWaitMs)
          : readStoredTokens().refreshToken !== stored.refreshToken;
      return changed && adoptStored();
    }, locks);
  }

  /** Ends the session: server logout (best effort), storage cleared, then `onLoggedOut`. */
  async function logout(): Promise<void> {
    const token = store.getState().accessToken;
    if (token) {
      await raw.post('logout', { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
    }
    store.getState().clear();
    options.onLoggedOut();
  }

  async function attempt(token: string): Promise<RecoverOutcome> {
    // The pair the failed request belonged to, read before anything is awaited.
    const spent = { accessToken: token, refreshToken: store.getState().refreshToken };
    if (await stillAuthenticated(token)) return 'valid';
    if (await refreshOrAdopt(spent)) return 'refreshed';
    // The session already ended in another tab: nothing to sign out on the server.
    if (!readStoredTokens().accessToken) store.getState().syncFromStorage();
    await logout();
    return 'logged-out';
  }

  function recover(sentToken: string | null): Promise<RecoverOutcome> {
    const current = store.getState().accessToken;
    if (!current) {
      store.getState().clear();
      options.onLoggedOut();
      return Promise.resolve('logged-out');
    }
    if (sentToken !== current) return Promise.resolve('valid');
    if (inFlight?.token === current) return inFlight.promise;
    const promise = attempt(current).finally(() => {
      if (inFlight?.promise === promise) inFlight = undefined;
    });
    inFlight = { token: current, promise };
    return promise;
  }

  return { recover, logout };
}
export type Session = ReturnType<typeof createSession>;
