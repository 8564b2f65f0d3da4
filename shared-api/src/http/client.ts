import ky, { HTTPError, type KyInstance } from 'ky';
import { config as zodConfig } from 'zod/mini';
import { authStore as pageAuthStore } from '../auth/auth-store';
import { setRetrying } from './busy';
import { APP_SOURCE, createSession, type Session, type SessionOptions } from './session';

export interface HttpClient {
  ky: KyInstance;
  session: Session;
}

/** How often a read refused for load (503) is sent again, after its Retry-After plus a growing, jittered pause. */
export const BUSY_RETRIES = 4;

/**
 * The one HTTP client (spec §7, §9): prefix `<API>/api/v1`, `x-app-source`, bearer token, no
 * timeout. A 401 runs session recovery once per request and, unless the session ended, repeats
 * the request with the current token. A read answered 503 (the API refused it for load, with
 * Retry-After) is sent again up to BUSY_RETRIES times, after the Retry-After plus a random pause
 * that doubles each time, and `busyStore` says so meanwhile; nothing else is retried.
 */
export function createHttpClient(options: SessionOptions): HttpClient {
  // In the browser the CSP forbids eval (ARCHITECTURE.md section 4): zod's compiled object parser
  // is never available there, and its probe for it (`new Function('')`) only files a CSP
  // violation on every page (Lighthouse's best practices). The server, which compiles, never
  // creates this client.
  zodConfig({ jitless: true });
  const session = createSession(options);
  const authStore = options.store ?? pageAuthStore;
  const instance = ky.create({
    prefixUrl: options.apiUrl,
    timeout: false,
    retry: {
      limit: BUSY_RETRIES,
      methods: ['get'],
      statusCodes: [503],
      afterStatusCodes: [503],
      maxRetryAfter: 10_000,
      shouldRetry: ({ error }) => (error instanceof HTTPError && error.response.status === 503 ? undefined : false),
    },
    fetch: options.fetch,
    headers: { 'x-app-source': APP_SOURCE },
    hooks: {
      beforeRetry: [
        async ({ retryCount }) => {
          setRetrying(true);
          // Spread the clients that were refused together over a growing window.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 250 * 2 ** (retryCount - 1)));
        },
      ],
      beforeRequest: [
        (request) => {
          const token = authStore.getState().accessToken;
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (response.status !== 503) setRetrying(false);
          if (response.status !== 401) return response;
          const sent = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
          const outcome = await session.recover(sent);
          const token = authStore.getState().accessToken;
          if (outcome === 'logged-out' || !token) return response;
          request.headers.set('authorization', `Bearer ${token}`);
          // Plain ky: the repeat has no hooks, so a second 401 is final (once per request).
          return ky(request, { retry: 0, timeout: false, throwHttpErrors: false, fetch: options.fetch });
        },
      ],
    },
  });
  return { ky: instance, session };
}

let client: HttpClient | undefined;

/** Installs the process-wide client (the shell or a standalone frame does this once at startup). */
export function installHttpClient(next: HttpClient): void {
  client = next;
}

export function getHttpClient(): HttpClient {
  if (!client) throw new Error('The HTTP client is not installed yet');
  return client;
}

export { HTTPError };
