// Runs in the entry chunk, before the async boundary (index.ts): plain DOM and fetch only, no
// shared module. The settings and the remotes registry are requested as soon as the entry runs,
// while the shared chunks download, instead of after bootstrap evaluated; a signed-in page also
// connects early to the API and to a deep link's remote (docs/frontend-performance.md, the waterfall).
// No preload of the remote's entry: a hung preload would also hold the Retry of that module,
// whose script request the browser would match to it (e2e federation.spec.ts, "a remote that hangs").

const started = new Map<string, Promise<Response>>();
const fresh = (url: string) => fetch(url, { cache: 'no-store' });

/** What a route path of the registry (`/jobs`, `/jobs/:id`, `/billing/*`) matches; react-router decides later. */
export function pathMatches(route: string, pathname: string): boolean {
  const want = route.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    if (want[i] === '*') return true;
    if (have[i] === undefined || (!want[i]!.startsWith(':') && want[i] !== have[i])) return false;
  }
  return want.length === have.length;
}

interface RegistryFile {
  remotes?: Array<{ entry?: unknown; routes?: unknown }>;
}

function preconnect(url: string, crossOrigin?: 'anonymous'): void {
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = new URL(url).origin;
  if (crossOrigin) link.crossOrigin = crossOrigin;
  document.head.appendChild(link);
}

function preconnectDeepLinkedRemote(registry: RegistryFile, pathname: string): void {
  const remote = registry.remotes?.find((r) => Array.isArray(r.routes) && r.routes.some((p) => typeof p === 'string' && pathMatches(p, pathname)));
  // Its entry is a classic script (no CORS): a connection without the crossorigin flag.
  if (typeof remote?.entry === 'string') preconnect(remote.entry);
}

/** The API's origin, connected to while the app's scripts still load (its first call needs no new connection then). */
function preconnectApi(settings: { API_BASE_URL?: unknown }): void {
  // The API's calls are CORS requests without cookies.
  if (typeof settings.API_BASE_URL === 'string') preconnect(settings.API_BASE_URL, 'anonymous');
}

export function startEarlyRequests(signedIn: boolean, pathname: string): void {
  const settings = fresh('/env.json');
  started.set('/env.json', settings);
  const registry = fresh('/remotes.json');
  started.set('/remotes.json', registry);
  if (signedIn) {
    settings
      .then((res) => (res.ok ? res.clone().json() : undefined))
      .then((file: { API_BASE_URL?: unknown } | undefined) => file && preconnectApi(file))
      .catch(() => undefined); // startup reports bad settings on the page
    registry
      .then((res) => (res.ok ? res.clone().json() : undefined))
      .then((file: RegistryFile | undefined) => file && preconnectDeepLinkedRemote(file, pathname))
      .catch(() => undefined); // the registry's own reader reports a broken file
  }
}

/** The response started early for `url` (once), or a new request. */
export function takeEarly(url: string): Promise<Response> {
  const early = started.get(url);
  started.delete(url);
  return early ?? fresh(url);
}
