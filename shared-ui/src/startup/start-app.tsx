import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { createHttpClient, EnvError, installHttpClient, loadConfig, type AppConfig, type FetchFile } from '@mv-admin/shared-api';
import { AppProviders } from './app-providers';

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the first location's lazy routes (or failed to). */
const routerReady = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

export interface StartAppOptions<T> {
  /** Loaded together with the settings, both from the page's own origin (the shell's remotes registry). */
  load?: () => Promise<T>;
  /** The page's router, once the settings (and `load`) are in. Its `/login` route is where a lost session goes. */
  createRouter: (loaded: T, config: AppConfig) => Router;
  /** How `/env.json` is requested (the shell passes the request its entry started early). */
  fetchFile?: FetchFile;
}

/**
 * The one startup of the shell and of every standalone remote, so a team running its module alone
 * sees what production shows: reads `/env.json` (and `load`) in parallel, shows the setting's
 * error on the page when it is bad (spec §1, §8), installs the one HTTP client (a lost session
 * goes to /login; the query cache empties itself, signed-in-providers) and renders the router
 * inside AppProviders (theme, feedback, result toasts). The query cache is not here: signed-in
 * screens add it (SignedInProviders), so the login page stays light.
 */
export async function startApp<T = undefined>({ load, createRouter, fetchFile }: StartAppOptions<T>): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const [settings, loaded] = await Promise.all([
    loadConfig(undefined, fetchFile).then(
      (config) => ({ config }),
      (error: unknown) => ({ error }),
    ),
    load?.(),
  ]);
  if ('error' in settings) {
    const message = settings.error instanceof EnvError ? settings.error.message : 'The configuration could not be read.';
    console.error(message);
    const { EnvErrorPage } = await import('./env-error-page');
    root.render(<EnvErrorPage message={message} />);
    return;
  }
  const router = createRouter(loaded as T, settings.config);
  installHttpClient(
    createHttpClient({
      apiUrl: `${settings.config.apiBaseUrl}/api/v1`,
      onLoggedOut: () => void router.navigate('/login', { replace: true }),
    }),
  );
  // A page whose HTML already shows it (the shell's /login, tooling/webpack/login-prerender.cjs)
  // keeps that picture until the route's code is in, instead of swapping it for the loading
  // fallback and back.
  if (document.querySelector('[data-prerendered]')) await routerReady(router);
  // A transition renders in slices that yield to the browser every few milliseconds, so the first
  // render (antd computes its styles as it renders) is not one long task blocking input
  // (Lighthouse's total blocking time; docs/frontend-performance.md, "Blocking time").
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
