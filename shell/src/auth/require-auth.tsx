import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { authStore, getHttpClient, useAuth } from '@mv-admin/shared-api';
import { PageSpinner } from '../pages/page-spinner';

/**
 * Spec §4 steps 1-2: no session token -> /login; with a token, ask the server once whether it is
 * valid for ADMIN (refreshing or logging out through the shared session if not) before showing
 * anything.
 */
export function RequireAuth() {
  const token = useAuth((s) => s.accessToken);
  const location = useLocation();
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    const current = authStore.getState().accessToken;
    if (!current) return;
    let alive = true;
    void getHttpClient()
      .session.recover(current)
      .then((outcome) => alive && outcome !== 'logged-out' && setVerified(true));
    return () => {
      alive = false;
    };
  }, []);

  if (!token) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (!verified) return <PageSpinner label="Checking your session…" />;
  return <Outlet />;
}
