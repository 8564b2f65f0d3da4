import ky from 'ky';
import { authStore } from '../auth/auth-store';
import { authCalls } from '../contract/auth';
import { envelopeSchema } from '../contract/envelope';

export const APP_SOURCE = 'admin-app';

export interface SessionOptions {
  /** `<API base URL>/api/v1` */
  apiUrl: string;
  /** Called after the session ended (server logout done, storage cleared): go to /login. */
  onLoggedOut: () => void;
  fetch?: typeof fetch;
}

export type RecoverOutcome = 'valid' | 'refreshed' | 'logged-out';

const isAuthenticatedResponse = envelopeSchema(authCalls.isAuthenticated.response);
const refreshResponse = envelopeSchema(authCalls.refresh.response);

/**
 * Session recovery after a 401 (spec §4 step 3-4). `recover(token)` is single-flight per token:
 * every 401 that carried the same token waits for the same attempt, so concurrent 401s cause one
 * refresh. A 401 for a token that is no longer current (a late answer after a refresh) resolves
 * to 'valid' without asking the server: the caller retries with the current token.
 */
export function createSession(options: SessionOptions) {
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

  async function refresh(token: string): Promise<boolean> {
    const refreshToken = authStore.getState().refreshToken;
    if (!refreshToken) return false;
    try {
      const res = await raw.post('refresh', {
        headers: { authorization: `Bearer ${token}`, 'x-refresh-token': `Bearer ${refreshToken}` },
      });
      if (res.status !== 200) return false;
      const body = refreshResponse.safeParse(await res.json());
      if (!body.success) return false;
      authStore.getState().setTokens(body.data.data);
      return true;
    } catch {
      return false;
    }
  }

  /** Ends the session: server logout (best effort), storage cleared, then `onLoggedOut`. */
  async function logout(): Promise<void> {
    const token = authStore.getState().accessToken;
    if (token) {
      await raw.post('logout', { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
    }
    authStore.getState().clear();
    options.onLoggedOut();
  }

  async function attempt(token: string): Promise<RecoverOutcome> {
    if (await stillAuthenticated(token)) return 'valid';
    if (await refresh(token)) return 'refreshed';
    await logout();
    return 'logged-out';
  }

  function recover(sentToken: string | null): Promise<RecoverOutcome> {
    const current = authStore.getState().accessToken;
    if (!current) {
      authStore.getState().clear();
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
