import { type ReactNode, startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createHttpClient, EnvError, installHttpClient, loadConfig, type AppConfig, type FetchFile } from '@mv-admin/shared-api';
import { AppProviders } from './app-providers';

export interface StartAppOptions<T> {
  /** Loaded together with the settings, both from the page's own origin (the shell's remotes registry). */
  load?: () => Promise<T>;
  /**
   * The page's routes (react-router's `<Routes>`), once the settings (and `load`) are in. Its
   * `/login` route is where a lost session goes. Route screens are React.lazy without a Suspense
   * boundary above them: the first render then waits for the first screen's code and the page's
   * HTML (a loading line, /login's picture) stays until it commits.
   */
  routes: (loaded: T, config: AppConfig) => ReactNode;
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
export async function startApp<T = undefined>({ load, routes, fetchFile }: StartAppOptions<T>): Promise<void> {
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
  // Declarative routing over the browser's history (not react-router's data router: half its
  // size, issue 39); the history is ours, so a lost session can navigate from outside React.
  const history = createBrowserHistory({ v5Compat: true });
  const page = routes(loaded as T, settings.config);
  installHttpClient(
    createHttpClient({
      apiUrl: `${settings.config.apiBaseUrl}/api/v1`,
      onLoggedOut: () => history.replace('/login'),
    }),
  );
  // A transition renders in slices that yield to the browser every few milliseconds, so the first
  // render (antd computes its styles as it renders) is not one long task blocking input
  // (Lighthouse's total blocking time; docs/frontend-performance.md, "Blocking time"). While the
  // first screen's code loads, the render waits and the page keeps what its HTML shows (the
  // shell's /login keeps its picture, tooling/webpack/login-prerender.cjs).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <HistoryRouter history={history}>{page}</HistoryRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}
