import { matchPath } from 'react-router';
import { readEarly, type RemoteEntry, SESSION_TOKEN_KEY } from '@mv-admin/shared-api';
import { startApp } from '@mv-admin/shared-ui/startup';
import { loadRegistry } from './federation/registry';
import { moduleFor } from './federation/load-remote-module';
import { AppRoutes } from './app/router';
import { takeEarly } from './early-requests';

/**
 * The reads the dashboard's widgets declare, started with the session check instead of after the
 * widgets' code (issue 37). The modules' code is not started here: evaluating six remote entries
 * and their widgets before the layout's first commit held the sider (the page's largest paint)
 * back by about 150 ms, and the widgets settled no sooner (docs/frontend-performance.md, "The
 * dashboard"). The reads wait for the HTTP client, installed right after the router.
 */
function startDashboard(registry: RemoteEntry[]): void {
  queueMicrotask(() => {
    for (const remote of registry) for (const widget of remote.widgets ?? []) for (const read of widget.reads ?? []) readEarly(read);
  });
}

/**
 * A deep link's first page of data, asked for with the code instead of after the screen's first
 * render (issue 39): the reads the screen declares for a bare URL (RouteDeclaration `reads`).
 * A URL with a query (filters, a page, a saved view's) reads something else: nothing is started.
 */
function startScreenReads(remote: RemoteEntry): void {
  if (window.location.search) return;
  const route = remote.routes.find((path) => matchPath(path, window.location.pathname));
  const reads = route ? remote.reads?.[route] : undefined;
  if (reads) queueMicrotask(() => reads.forEach(readEarly));
}

// A signed-in page's code is asked for now, while the settings and the registry load, instead of
// once the router exists (the router's lazy routes then take the same chunks).
if (localStorage.getItem(SESSION_TOKEN_KEY) && window.location.pathname !== '/login') {
  void import('./layout/app-layout');
  void (window.location.pathname === '/' ? import('./dashboard/dashboard-page') : import('./federation/remote-route'));
}

// The startup standalone remotes share (settings, client, providers); the registry is read with the settings.
void startApp({
  fetchFile: takeEarly,
  load: () => loadRegistry('/remotes.json', takeEarly),
  routes: (registry) => {
    // A deep link into a remote starts loading that remote now, in parallel with the session check
    // and the layout, instead of after them (docs/frontend-performance.md, "The first paint and the waterfall").
    const deepLinked = registry.find((r) => r.routes.some((path) => matchPath(path, window.location.pathname)));
    const signedIn = Boolean(localStorage.getItem(SESSION_TOKEN_KEY));
    if (deepLinked && signedIn) {
      void moduleFor(deepLinked).catch(() => undefined);
      startScreenReads(deepLinked);
    }
    if (window.location.pathname === '/' && signedIn) startDashboard(registry);
    return <AppRoutes registry={registry} />;
  },
});
