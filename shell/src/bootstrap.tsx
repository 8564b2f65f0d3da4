import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createHttpClient, createQueryClient, EnvError, installHttpClient, loadConfig } from '@mv-admin/shared-api';
import { loadRegistry } from './federation/registry';
import { createAppRouter } from './app/router';
import { Providers } from './app/providers';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  let config;
  try {
    config = await loadConfig();
  } catch (error) {
    const message = error instanceof EnvError ? error.message : 'The configuration could not be read.';
    console.error(message);
    const { EnvErrorPage } = await import('./app/env-error-page');
    root.render(<EnvErrorPage message={message} />);
    return;
  }
  const registry = await loadRegistry();
  const queryClient = createQueryClient();
  const router = createAppRouter(registry);
  installHttpClient(
    createHttpClient({
      apiUrl: `${config.apiBaseUrl}/api/v1`,
      onLoggedOut: () => {
        queryClient.clear();
        void router.navigate('/login', { replace: true });
      },
    }),
  );
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
