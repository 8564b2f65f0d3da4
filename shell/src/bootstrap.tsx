import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath, RouterProvider } from 'react-router';
import { createHttpClient, EnvError, installHttpClient, loadConfig, SESSION_TOKEN_KEY } from '@mv-admin/shared-api';
import { loadRegistry } from './federation/registry';
import { moduleFor } from './federation/load-remote-module';
import { createAppRouter } from './app/router';
import { Providers } from './app/providers';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // Settings and the remotes registry come from the shell's own origin; fetched together.
  const [settings, registry] = await Promise.all([
    loadConfig().then((config) => ({ config }), (error: unknown) => ({ error })),
    loadRegistry(),
  ]);
  if ('error' in settings) {
    const message = settings.error instanceof EnvError ? settings.error.message : 'The configuration could not be read.';
    console.error(message);
    const { EnvErrorPage } = await import('./app/env-error-page');
    root.render(<EnvErrorPage message={message} />);
    return;
  }
  // A deep link into a remote starts loading that remote now, in parallel with the session check
  // and the layout, instead of after them (docs/frontend-performance.md, the waterfall).
  const deepLinked = registry.find((r) => r.routes.some((path) => matchPath(path, window.location.pathname)));
  if (deepLinked && localStorage.getItem(SESSION_TOKEN_KEY)) void moduleFor(deepLinked).catch(() => undefined);
  const router = createAppRouter(registry);
  installHttpClient(
    createHttpClient({
      apiUrl: `${settings.config.apiBaseUrl}/api/v1`,
      // The query cache empties itself when the tokens go (app/query-client.ts).
      onLoggedOut: () => void router.navigate('/login', { replace: true }),
    }),
  );
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
