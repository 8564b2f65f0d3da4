// Runs in the entry chunk, before the async boundary (index.ts): plain DOM and fetch only, no
// shared module. The settings and the remotes registry are requested as soon as the entry runs,
// while the shared chunks download, instead of after bootstrap evaluated; a signed-in page also
// connects early to the API (docs/frontend-performance.md, "The first paint and the waterfall").
// A deep link's remote entry is preloaded by its page's Link header (tooling/runtime-config.cjs),
// sooner than any script.

const started = new Map<string, Promise<Response>>();
const fresh = (url: string) => fetch(url, { cache: 'no-store' });

/** The API's origin, connected to while the app's scripts still load (its first call needs no new connection then). */
function preconnectApi(settings: { API_BASE_URL?: unknown }): void {
  if (typeof settings.API_BASE_URL !== 'string') return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = new URL(settings.API_BASE_URL).origin;
  // The API's calls are CORS requests without cookies.
  link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

export function startEarlyRequests(signedIn: boolean): void {
  const settings = fresh('/env.json');
  started.set('/env.json', settings);
  started.set('/remotes.json', fresh('/remotes.json'));
  if (signedIn) {
    settings
      .then((res) => (res.ok ? res.clone().json() : undefined))
      .then((file: { API_BASE_URL?: unknown } | undefined) => file && preconnectApi(file))
      .catch(() => undefined); // startup reports bad settings on the page
  }
}

/** The response started early for `url` (once), or a new request. */
export function takeEarly(url: string): Promise<Response> {
  const early = started.get(url);
  started.delete(url);
  return early ?? fresh(url);
}
