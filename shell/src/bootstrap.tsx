import { matchPath } from 'react-router';
import { SESSION_TOKEN_KEY } from '@mv-admin/shared-api';
import { startApp } from '@mv-admin/shared-ui/startup';
import { loadRegistry } from './federation/registry';
import { createAppRouter } from './app/router';
import { takeEarly } from './early-requests';

// The startup standalone remotes share (settings, client, providers); the registry is read with the settings.
void startApp({
  fetchFile: takeEarly,
  load: () => loadRegistry('/remotes.json', takeEarly),
  createRouter: (registry) => {
    // A deep link into a remote starts loading that remote now, in parallel with the session check
    // and the layout, instead of after them (docs/frontend-performance.md, the waterfall).
    const deepLinked = registry.find((r) => r.routes.some((path) => matchPath(path, window.location.pathname)));
    // The loader (with the canary and preview choice and the failure reports) is not in /login's
    // scripts: a signed-in deep link imports it here, while its remote's entry is already
    // downloading (the page's Link preload).
    if (deepLinked && localStorage.getItem(SESSION_TOKEN_KEY)) {
      void import('./federation/load-remote-module').then(({ moduleFor }) => moduleFor(deepLinked)).catch(() => undefined);
    }
    return createAppRouter(registry);
  },
});
