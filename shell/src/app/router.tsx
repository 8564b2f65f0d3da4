import { Route, Routes } from 'react-router';
import { lazyPage, type RemoteEntry } from '@mv-admin/shared-api';
import { RequireAuth } from '../auth/require-auth';

// Screens load on first visit. No Suspense boundary above them here: the first render waits for
// the first screen's code with the page's HTML still shown (startApp); inside the layout, its
// content's boundary shows a spinner while a screen loads. The bootstrap preloads what a
// signed-in page shows first, so the layout's outlet does not suspend on it (lazyPage).
const LoginPage = lazyPage(() => import('../auth/login-page'));
export const AppLayout = lazyPage(() => import('../layout/app-layout'));
export const DashboardPage = lazyPage(() => import('../dashboard/dashboard-page'));
const NotFoundPage = lazyPage(() => import('../pages/not-found-page'));
// Lazy, so the login page does not carry the remote loader and its "unavailable" view.
export const RemoteRoute = lazyPage(() => import('../federation/remote-route').then((m) => ({ default: m.RemoteRoute })));

/**
 * Routes of spec §2: /login outside the layout; the dashboard and not-found from the shell; every
 * route a remote owns (per the registry) mounted through RemoteRoute, so a deep link into a module
 * that is down shows "module unavailable", never the not-found page.
 */
export function AppRoutes({ registry }: { registry: RemoteEntry[] }) {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<RequireAuth />}>
        <Route element={<AppLayout />}>
          <Route index element={<DashboardPage />} />
          {registry.flatMap((remote) =>
            remote.routes.map((path) => <Route key={path} path={path} element={<RemoteRoute key={path} remote={remote} path={path} />} />),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
