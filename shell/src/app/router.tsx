import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RemoteEntry } from '@mv-admin/shared-api';
import { RequireAuth } from '../auth/require-auth';
import { PageSpinner } from '../pages/page-spinner';

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * Routes of spec §2: /login outside the layout; the dashboard and not-found from the shell; every
 * route a remote owns (per the registry) mounted through RemoteRoute, so a deep link into a module
 * that is down shows "module unavailable", never the not-found page.
 */
export function createAppRouter(registry: RemoteEntry[]) {
  // Lazy, so the login page does not carry the remote loader and its "unavailable" view.
  const remoteRoutes: RouteObject[] = registry.flatMap((remote) =>
    remote.routes.map((path) => ({
      path,
      lazy: async () => {
        const { RemoteRoute } = await import('../federation/remote-route');
        return { element: <RemoteRoute key={path} remote={remote} path={path} /> };
      },
    })),
  );
  return createBrowserRouter([
    { path: '/login', ...lazyPage(() => import('../auth/login-page')), hydrateFallbackElement: <PageSpinner /> },
    {
      element: <RequireAuth />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          ...lazyPage(() => import('../layout/app-layout')),
          children: [
            { index: true, ...lazyPage(() => import('../dashboard/dashboard-page')) },
            ...remoteRoutes,
            { path: '*', ...lazyPage(() => import('../pages/not-found-page')) },
          ],
        },
      ],
    },
  ]);
}
