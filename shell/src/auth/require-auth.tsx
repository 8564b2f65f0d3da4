import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { authStore, getHttpClient, useAuth } from '@mv-admin/shared-api';

/**
 * Spec §4 steps 1-2: no session token -> /login; with a token, ask the server whether it is valid
 * for ADMIN (refreshing or logging out through the shared session if not). The screens render
 * while that check runs (their own calls carry the same token and recover the same way), so a
 * deep link does not wait one more round trip; a session that turns out to be dead still ends on
 * /login, before any data of it is shown.
 */
export function RequireAuth() {
  const token = useAuth((s) => s.accessToken);
  const location = useLocation();

  useEffect(() => {
    const current = authStore.getState().accessToken;
    if (current) void getHttpClient().session.recover(current);
  }, []);

  if (!token) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
