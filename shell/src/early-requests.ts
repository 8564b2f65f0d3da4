// Runs in the entry chunk, before the async boundary (index.ts): plain DOM and fetch only, no
// shared module. The settings and the remotes registry are requested as soon as the entry runs,
// while the shared chunks download, instead of after bootstrap evaluated; a signed-in page also
// connects early to the API (docs/frontend-performance.md, "The first paint and the waterfall").
// A deep link's remote entry is preloaded by its page's Link header (tooling/runtime-config.cjs),
// sooner than any script. A signed-in page's declared API reads start here too (below).

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

/**
 * The session's token (spec §3's key) when the page starts signed in. The entry starts the reads
 * that the page's screens declare in the registry (RouteDeclaration and WidgetDeclaration `reads`)
 * as soon as the settings and the registry are in, with that token: a deep link's first page of
 * data then no longer waits for the shell's shared code and bootstrap to run (issue 39).
 */
export function startEarlyRequests(token: string | null): Promise<void> {
  const settings = fresh('/env.json');
  started.set('/env.json', settings);
  const registry = fresh('/remotes.json');
  started.set('/remotes.json', registry);
  if (!token) return Promise.resolve();
  const json = <T>(response: Promise<Response>) => response.then((res): Promise<T> | undefined => (res.ok ? res.clone().json() : undefined));
  // Startup reports bad settings or a bad registry on the page; here they only start nothing.
  const file = json<{ API_BASE_URL?: unknown }>(settings).catch(() => undefined);
  void file.then((file) => file && preconnectApi(file));
  // Resolves once they are started: the client's fetch waits for it, as the bootstrap may ask
  // for the same reads on the same answers.
  readsStarted = Promise.all([file, json<RegistryFile>(registry)])
    .then(([file, registry]) => {
      const api = typeof file?.API_BASE_URL === 'string' ? file.API_BASE_URL.replace(/\/+$/, '') : undefined;
      if (api) startDeclaredReads(`${api}/api/v1/`, declaredReads(registry), token);
    })
    .catch(() => undefined);
  return readsStarted;
}

interface RegistryFile {
  remotes?: Array<{ reads?: Record<string, unknown>; widgets?: Array<{ reads?: unknown }> }>;
}

/**
 * The reads the registry declares for this page: the dashboard's widgets' on `/`, a screen's for
 * its own path without a query (a query, such as filters or a page, reads something else). Route
 * patterns with parameters declare none; the bootstrap still matches those (bootstrap.tsx).
 */
function declaredReads(registry: RegistryFile | undefined): unknown[] {
  const { pathname, search } = window.location;
  const remotes = Array.isArray(registry?.remotes) ? registry.remotes : [];
  if (pathname === '/') return remotes.flatMap((remote) => (Array.isArray(remote?.widgets) ? remote.widgets : []).flatMap((w) => w?.reads ?? []));
  if (search) return [];
  return remotes.flatMap((remote) => remote?.reads?.[pathname] ?? []);
}

let readsStarted: Promise<void> = Promise.resolve();
/** The API reads the entry started, by URL (query in a stable order): the client's fetch takes each once. */
const apiReads = new Map<string, { token: string; at: number; response: Promise<Response> }>();
/** An early answer older than this is not taken (as shared-api's early reads). */
const FRESH_MS = 10_000;
/** The header shared-api's client sends with every call (its APP_SOURCE; the entry loads no shared module). */
const APP_SOURCE = 'admin-app';

const stableUrl = (url: string) => {
  const u = new URL(url);
  u.searchParams.sort();
  return u.href;
};

function startDeclaredReads(base: string, reads: unknown[], token: string): void {
  for (const read of reads) {
    if (typeof read !== 'string') continue;
    const url = stableUrl(new URL(read.replace(/^\//, ''), base).href);
    const response = fetch(url, { headers: { authorization: `Bearer ${token}`, 'x-app-source': APP_SOURCE } });
    // A failed read is the client's to report when it asks again; not an unhandled rejection here.
    response.catch(() => undefined);
    apiReads.set(url, { token, at: Date.now(), response });
  }
}

/**
 * `fetch` for the API's HTTP client: a GET the entry started for the same URL with the same token
 * takes that response (once, within FRESH_MS); everything else is a new request. The client's
 * hooks then treat it as their own (a 401 recovers the session and asks again, a 503 is retried).
 */
export const fetchApi: typeof fetch = async (input, init) => {
  await readsStarted;
  if (input instanceof Request && input.method === 'GET' && apiReads.size > 0) {
    const url = stableUrl(input.url);
    const early = apiReads.get(url);
    if (early && input.headers.get('authorization') === `Bearer ${early.token}`) {
      apiReads.delete(url);
      if (Date.now() - early.at < FRESH_MS) return early.response;
    }
  }
  return fetch(input, init);
};

/** The response started early for `url` (once), or a new request. */
export function takeEarly(url: string): Promise<Response> {
  const early = started.get(url);
  started.delete(url);
  return early ?? fresh(url);
}
