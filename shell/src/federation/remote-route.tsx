import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { RemoteEntry, RemoteModule } from '@mv-admin/shared-api';
import { moduleFor as loadModule, preloadScreen, RemoteUnavailableError } from './load-remote-module';
import { reportFailure } from './failure-reports';
import { ModuleUnavailable } from '../pages/module-unavailable';
import { PageSpinner } from '../pages/page-spinner';
import { useDocumentTitle } from '../app/use-document-title';

/**
 * The shell is the only provider of the UI kit remotes build on (they take it with
 * `import: false`). Importing its core here starts its download alongside the remote's entry
 * instead of after it.
 */
const loadUiKit = () => import('@mv-admin/shared-ui');

function moduleFor(remote: RemoteEntry, fresh: boolean): Promise<RemoteModule> {
  void loadUiKit();
  return loadModule(remote, fresh);
}

type LoadState = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed'; reason: string };

class RenderBoundary extends Component<{ remote: RemoteEntry; onRetry: () => void; children: ReactNode }, { reason?: string }> {
  state: { reason?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { reason: error instanceof Error ? `its screen failed: ${error.message}` : 'its screen failed' };
  }
  componentDidCatch(error: unknown) {
    console.error(`[shell] ${this.props.remote.label} crashed`, error);
    reportFailure(this.props.remote.name, 'render');
  }
  render() {
    if (this.state.reason) return <ModuleUnavailable remote={this.props.remote} reason={this.state.reason} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/**
 * Mounts the screen `path` of a remote (failure isolation, UI layer): a spinner while the module
 * loads; a "module unavailable" view naming the module, with Retry, when its entry is missing,
 * slow, invalid or its code throws. Retry recovers without a page reload.
 */
export function RemoteRoute({ remote, path }: { remote: RemoteEntry; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    moduleFor(remote, attempt > 0)
      // The screen's code before it mounts (when the module's page can preload: lazyPage), so it
      // renders at once instead of suspending behind a spinner (and React's reveal throttle).
      .then((module) => preloadScreen(module, path).then(() => module))
      .then(
        (module) => alive && setState({ status: 'ready', module }),
        (error: unknown) =>
          alive && setState({ status: 'failed', reason: error instanceof RemoteUnavailableError ? error.reason : 'its code could not be loaded' }),
      );
    return () => {
      alive = false;
    };
  }, [remote, path, attempt]);

  const route = state.status === 'ready' ? state.module.routes.find((r) => r.path === path) : undefined;
  useDocumentTitle(route?.title);
  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'failed') return <ModuleUnavailable remote={remote} reason={state.reason} onRetry={retry} />;
  if (!route) return <ModuleUnavailable remote={remote} reason="it does not provide this screen" onRetry={retry} />;
  const Screen = route.Component;
  return (
    <RenderBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        <Screen />
      </Suspense>
    </RenderBoundary>
  );
}
