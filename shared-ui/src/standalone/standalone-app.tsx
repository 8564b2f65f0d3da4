import { Button, Card, Flex, Layout, Menu, Result, Spin, Typography, theme } from 'antd';
import { Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { getConfig, getHttpClient, remoteModuleSchema, useAuth, type RemoteModule } from '@mv-admin/shared-api';
import { SignInForm } from '../auth/sign-in-form';
import { startApp, useThemeMode } from '../startup';
import { SignedInProviders } from '../startup/signed-in-providers';

function Frame({ module }: { module: RemoteModule }) {
  const token = useAuth((s) => s.accessToken);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { mode, toggle } = useThemeMode();
  const { token: colors } = theme.useToken();
  if (!token) return <Navigate to="/login" replace />;
  return (
    <SignedInProviders>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            background: colors.colorBgContainer,
            borderBottom: `1px solid ${colors.colorBorderSecondary}`,
          }}
        >
          <Typography.Text strong>{module.name} · standalone</Typography.Text>
          <Menu
            mode="horizontal"
            style={{ flex: 1, borderBottom: 0 }}
            selectedKeys={[pathname]}
            items={module.routes.map((r) => ({ key: r.path, label: r.title }))}
            onClick={({ key }) => navigate(key)}
          />
          <Button onClick={toggle}>{mode === 'light' ? 'Dark theme' : 'Light theme'}</Button>
          <Button onClick={() => void getHttpClient().session.logout()}>Sign out</Button>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </SignedInProviders>
  );
}

function StandaloneLogin({ module }: { module: RemoteModule }) {
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Card title={`${module.name}: sign in`} style={{ width: 380 }}>
        <SignInForm quickLogin={getConfig().quickLoginCredentials} onSignedIn={() => navigate(module.routes[0].path, { replace: true })} />
      </Card>
    </Flex>
  );
}

/**
 * Runs one remote on its own for its team (`npm run dev` inside the package): sign-in, a minimal
 * frame with the module's screens, and the shell's startup (startApp: settings, client, theme,
 * toasts, result toasts) and query cache, so the screens behave as they do in production.
 */
export function startStandalone(module: RemoteModule): Promise<void> {
  remoteModuleSchema.parse(module);
  return startApp({
    routes: () => (
      <Routes>
        <Route path="/login" element={<StandaloneLogin module={module} />} />
        <Route element={<Frame module={module} />}>
          <Route index element={<Navigate to={module.routes[0].path} replace />} />
          {module.routes.map((r) => (
            <Route key={r.path} path={r.path} Component={r.Component} />
          ))}
          <Route path="*" element={<Result status="404" title="Not part of this module" />} />
        </Route>
      </Routes>
    ),
  });
}
