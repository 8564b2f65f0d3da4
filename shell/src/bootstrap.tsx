import { matchPath } from 'react-router';
import { SESSION_TOKEN_KEY } from '@mv-admin/shared-api';
import { startApp } from '@mv-admin/shared-ui/startup';
import { loadRegistry } from './federation/registry';
import { moduleFor } from './federation/load-remote-module';
import { createAppRouter } from './app/router';
import { takeEarly } from './early-requests';

// The startup standalone remotes share (settings, client, providers); the registry is read with the settings.
void startApp({
  fetchFile: takeEarly,
  load: () => loadRegistry('/remotes.json', takeEarly),
  createRouter: (registry) => {
    // A deep link into a remote starts loading that remote now, in parallel with the session check
    // and the layout, instead of after them (docs/frontend-performance.md, "The first paint and the waterfall").
    const deepLinked = registry.find((r) => r.routes.some((path) => matchPath(path, window.location.pathname)));
    if (deepLinked && localStorage.getItem(SESSION_TOKEN_KEY)) void moduleFor(deepLinked).catch(() => undefined);
    return createAppRouter(registry);
  },
});
