/**
 * What the shell's origin serves besides its build: `/env.json` (spec §1's two settings, read at
 * startup so one build runs anywhere) and `/remotes.json` (the remotes registry). Both come from
 * the process environment at serve time; see README "Configuration" and "Deploying a module".
 */
const fs = require('node:fs');
const apps = require('./apps.cjs');

const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };

/**
 * The settings the browser reads. Quick login is a demo convenience that publishes the admin's
 * password in this file: on by default only with the embedded database, and refused (this throws)
 * with DATABASE_URL or NODE_ENV=production, where that password guards real data.
 */
function envJson(env = process.env) {
  const quick = env.QUICK_LOGIN ?? (env.DATABASE_URL ? 'false' : 'true');
  if (quick === 'true' && (env.DATABASE_URL || env.NODE_ENV === 'production')) {
    throw new Error(
      `QUICK_LOGIN=true is refused with ${env.DATABASE_URL ? 'DATABASE_URL' : 'NODE_ENV=production'}: quick login publishes the admin password in /env.json. It is for the embedded demo database only.`,
    );
  }
  const out = { API_BASE_URL: env.API_BASE_URL ?? `http://localhost:${apps.api.port}`, QUICK_LOGIN: quick };
  if (quick === 'true') {
    out.QUICK_LOGIN_EMAIL = env.ADMIN_EMAIL ?? DEMO_ADMIN.email;
    out.QUICK_LOGIN_PASSWORD = env.ADMIN_PASSWORD ?? DEMO_ADMIN.password;
  }
  return out;
}

/** REMOTES_REGISTRY may name a JSON file that replaces the default registry (a deploy, not a rebuild). */
function registryJson(env = process.env) {
  if (env.REMOTES_REGISTRY) return JSON.parse(fs.readFileSync(env.REMOTES_REGISTRY, 'utf8'));
  return apps.defaultRegistry();
}

/** Origins that may serve scripts to the shell: the registered remotes and their canaries (for the CSP). */
function remoteOrigins(registry) {
  const entries = registry.remotes.flatMap((r) => [r.entry, ...(r.canary ? [r.canary.entry] : [])]);
  return [...new Set(entries.map((entry) => new URL(entry).origin))];
}

/** A CSP host source a preview may come from: `https://cdn.example.mv`, `http://localhost:*`. */
const PREVIEW_SOURCE = /^https?:\/\/[a-z0-9.-]+(:(\d+|\*))?$/;

/**
 * The origins previews may load from (registry `previews.origins`): they go into the CSP as they
 * are, whoever previews what, since the CSP is one header for every browser and a preview is one
 * browser's choice. Throws on a source that is not a plain scheme, host and port (or `*` port).
 */
function previewOrigins(registry) {
  const origins = registry.previews?.origins ?? [];
  for (const origin of origins)
    if (!PREVIEW_SOURCE.test(origin)) throw new Error(`previews.origins: ${JSON.stringify(origin)} is not a scheme://host[:port|:*] source`);
  return origins;
}

/** The shell page's Content-Security-Policy for this registry and API origin. */
function shellCsp(registry, apiOrigin) {
  const scripts = [...remoteOrigins(registry), ...previewOrigins(registry)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts}`,
    `connect-src 'self' ${apiOrigin} ${scripts}`,
    // antd's CSS-in-JS injects style elements.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${apiOrigin}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Whether a registry route (`/jobs`, `/jobs/:id`, `/billing/*`) matches a URL path; the router decides later. */
function routeMatches(route, pathname) {
  const want = route.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    if (want[i] === '*') return true;
    if (have[i] === undefined || (!want[i].startsWith(':') && want[i] !== have[i])) return false;
  }
  return want.length === have.length;
}

/**
 * The entry a user of `remote` gets, as far as the server knows: it does not know the user (the
 * token is in the browser's storage, not a cookie), so a canary shared between 1 and 99 % gives
 * none; at 100 % every user runs the canary. A preview is one browser's choice: the live entry.
 */
function knownEntry(remote) {
  const canary = remote.canary;
  if (canary && canary.percent > 0 && canary.percent < 100) return undefined;
  return canary?.percent === 100 ? canary.entry : remote.entry;
}

/**
 * The `Link` header of the shell's page at `pathname`: a deep link into a remote preloads that
 * remote's entry with the page, instead of after the shell's scripts have run (the federation
 * runtime's script element then takes the preloaded response; docs/frontend-performance.md), and
 * the remote's own files that route runs (`routeFiles`, from its build's preload.json). The
 * dashboard (`/`) preloads the entry of every module with widgets: staff land there.
 *
 * @param {(entry: string, route: string) => string[]} [routeFiles] file names beside the entry
 */
function remotePreloadLink(registry, pathname, routeFiles = () => []) {
  // The server checks only the entries' URLs: a route that is not text matches nothing (the
  // shell's own reader of the registry reports it) instead of failing every page.
  const routeOf = (r) => (Array.isArray(r.routes) ? r.routes.find((route) => typeof route === 'string' && routeMatches(route, pathname)) : undefined);
  const remotes =
    pathname === '/'
      ? registry.remotes.filter((r) => Array.isArray(r.widgets) && r.widgets.length > 0).map((remote) => ({ remote }))
      : registry.remotes
          .map((remote) => ({ remote, route: routeOf(remote) }))
          .filter((match) => match.route !== undefined)
          .slice(0, 1);
  const links = remotes.map(({ remote, route }) => {
    const entry = knownEntry(remote);
    return entry && preloadLinks(entry, route ? routeFiles(entry, route) : []);
  });
  return links.filter(Boolean).join(', ') || undefined;
}

/** `Link` values that preload a remote's entry and the files beside it. */
function preloadLinks(entry, files = []) {
  return [new URL(entry).href, ...files.map((file) => new URL(file, entry).href)].map((url) => `<${url}>; rel=preload; as=script`).join(', ');
}

/** A file name a remote's preload.json may give: no path, nothing a header or a URL would read otherwise. */
const PRELOAD_FILE_NAME = /^[\w.-]+\.js$/;

/**
 * route -> files of a remote build's preload.json, keeping only plain script file names. Without a
 * prototype: a registry route such as `constructor` finds nothing.
 */
function preloadRoutes(file) {
  const routes = file && typeof file.routes === 'object' ? file.routes : {};
  return Object.assign(
    Object.create(null),
    Object.fromEntries(
      Object.entries(routes ?? {}).map(([route, files]) => [
        route,
        Array.isArray(files) ? files.filter((f) => typeof f === 'string' && PRELOAD_FILE_NAME.test(f)) : [],
      ]),
    ),
  );
}

/**
 * The route files of each remote build's preload.json (tooling/webpack/route-preload.cjs), by entry
 * URL, for remotePreloadLink. A build is read from beside its entry once, in the background, and
 * again after `ttlMs` (a deployed folder never changes; a local rebuild does); until it is in, or
 * when it is missing or malformed, a deep link preloads the entry alone.
 */
function preloadManifests({ fetch = globalThis.fetch, ttlMs = 60_000 } = {}) {
  const known = new Map(); // entry -> { at, routes }
  const load = (entry) => {
    known.set(entry, { at: Date.now(), routes: known.get(entry)?.routes ?? preloadRoutes(undefined) });
    return fetch(new URL('preload.json', entry), { signal: AbortSignal.timeout(2000) })
      .then((res) => (res.ok ? res.json() : undefined))
      .then((file) => known.set(entry, { at: Date.now(), routes: preloadRoutes(file) }))
      .catch(() => undefined); // not reachable now: what was known stays, and is read again after ttlMs
  };
  return {
    /** Reads the builds of every entry in `registry` not read yet; resolves once they are in. */
    warm: (registry) =>
      Promise.all(
        registry.remotes
          .map(knownEntry)
          .filter((entry) => entry && !known.has(entry))
          .map(load),
      ),
    /** The files `route` of the build at `entry` runs, as far as known now. */
    files(entry, route) {
      const build = known.get(entry);
      if (!build || Date.now() - build.at >= ttlMs) void load(entry);
      return build?.routes[route] ?? [];
    },
  };
}

module.exports = {
  envJson,
  registryJson,
  remoteOrigins,
  previewOrigins,
  shellCsp,
  remotePreloadLink,
  preloadLinks,
  preloadRoutes,
  preloadManifests,
  routeMatches,
  DEMO_ADMIN,
};
