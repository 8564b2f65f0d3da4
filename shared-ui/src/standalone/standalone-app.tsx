import { Button, Card, ConfigProvider, Flex, Layout, Menu, Result, Spin, Typography } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Outlet, RouterProvider, createBrowserRouter, useLocation, useNavigate } from 'react-router';
import {
  EnvError,
  createHttpClient,
  getConfig,
  getHttpClient,
  installHttpClient,
  loadConfig,
  remoteModuleSchema,
  useAuth,
  type RemoteModule,
} from '@mv-admin/shared-api';
import { createQueryClient } from '@mv-admin/shared-api/query';
import { SignInForm } from '../auth/sign-in-form';
import { FeedbackProvider } from '../feedback';

function Frame({ module }: { module: RemoteModule }) {
  const token = useAuth((s) => s.accessToken);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!token) return <Navigate to="/login" replace />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
        <Typography.Text strong>{module.name} · standalone</Typography.Text>
        <Menu
          mode="horizontal"
          style={{ flex: 1, borderBottom: 0 }}
          selectedKeys={[pathname]}
          items={module.routes.map((r) => ({ key: r.path, label: r.title }))}
          onClick={({ key }) => navigate(key)}
        />
        <Button onClick={() => void getHttpClient().session.logout()}>Sign out</Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Suspense fallback={<Spin />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
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
 * frame with the module's screens, and the same settings, client and auth flow as the shell.
 */
export async function startStandalone(module: RemoteModule): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    await loadConfig();
  } catch (error) {
    root.render(<Result status="error" title="Cannot start" subTitle={error instanceof EnvError ? error.message : String(error)} />);
    return;
  }
  remoteModuleSchema.parse(module);
  const queryClient = createQueryClient();
  const router = createBrowserRouter([
    { path: '/login', element: <StandaloneLogin module={module} /> },
    {
      element: <Frame module={module} />,
      children: [
        { index: true, element: <Navigate to={module.routes[0].path} replace /> },
        ...module.routes.map((r) => ({ path: r.path, Component: r.Component })),
        { path: '*', element: <Result status="404" title="Not part of this module" /> },
      ],
    },
  ]);
  installHttpClient(
    createHttpClient({
      apiUrl: `${getConfig().apiBaseUrl}/api/v1`,
      onLoggedOut: () => {
        queryClient.clear();
        void router.navigate('/login', { replace: true });
      },
    }),
  );
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider>
          <FeedbackProvider>
            <RouterProvider router={router} />
          </FeedbackProvider>
        </ConfigProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
