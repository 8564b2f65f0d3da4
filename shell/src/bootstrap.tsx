import { matchPath } from 'react-router';
import { readEarly, SESSION_TOKEN_KEY } from '@mv-admin/shared-api';
import { startApp } from '@mv-admin/shared-ui/startup';
import { loadRegistry } from './federation/registry';
import { moduleFor, preloadScreen } from './federation/load-remote-module';
import { AppLayout, AppRoutes, DashboardPage, RemoteRoute } from './app/router';
import { takeEarly } from './early-requests';

/**
 * Starts API reads before the screens that make them have their code; each screen's call of the
 * same URL takes the answer (shared-api's readEarly). After a microtask: the HTTP client is
 * installed right after the routes are made.
 */
const readSoon = (reads: readonly string[]) => queueMicrotask(() => reads.forEach((read) => readEarly(read)));

// A signed-in page's code is asked for now, while the settings and the registry load, instead of
// once the router exists; the router's lazy routes then render it without suspending.
if (localStorage.getItem(SESSION_TOKEN_KEY) && window.location.pathname !== '/login') {
  void AppLayout.preload();
  void (window.location.pathname === '/' ? DashboardPage : RemoteRoute).preload();
}

// The startup standalone remotes share (settings, client, providers); the registry is read with the settings.
void startApp({
  fetchFile: takeEarly,
  load: () => loadRegistry('/remotes.json', takeEarly),
  routes: (registry) => {
    const { pathname, search } = window.location;
    const signedIn = Boolean(localStorage.getItem(SESSION_TOKEN_KEY));
    const deepLinked = registry
      .map((remote) => ({ remote, route: remote.routes.find((path) => matchPath(path, pathname)) }))
      .find((match) => match.route !== undefined);
    if (deepLinked && signedIn) {
      // A deep link into a remote starts loading that remote now, in parallel with the session check
      // and the layout, instead of after them (docs/frontend-performance.md, "The first paint and the waterfall").
      // Then the screen's own code, while the layout renders.
      const path = deepLinked.route as string;
      void moduleFor(deepLinked.remote).then(
        (module) => preloadScreen(module, path),
        () => undefined,
      );
      // And its first page of data (issue 39): the reads the screen declares for a bare URL
      // (RouteDeclaration `reads`). A URL with a query (filters, a page, a view) reads something else.
      if (!search) readSoon(deepLinked.remote.reads?.[path] ?? []);
    }
    // The dashboard's widgets' reads, with the session check instead of after the widgets' code
    // (issue 37). The modules' code is not started here: evaluating six remote entries and their
    // widgets before the layout's first commit held the sider (the page's largest paint) back by
    // about 150 ms, and the widgets settled no sooner (docs/frontend-performance.md, "The dashboard").
    if (pathname === '/' && signedIn) readSoon(registry.flatMap((remote) => (remote.widgets ?? []).flatMap((widget) => widget.reads ?? [])));
    return <AppRoutes registry={registry} />;
  },
});
