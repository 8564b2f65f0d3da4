import { Card, Flex, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { getConfig, useAuth } from '@mv-admin/shared-api';
import { SignInForm } from '@mv-admin/shared-ui/sign-in';
import { useDocumentTitle } from '../app/use-document-title';

/** /login, outside the layout; a signed-in user is sent to / (spec §2). */
export default function LoginPage() {
  useDocumentTitle('Sign in');
  const token = useAuth((s) => s.accessToken);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const from = (useLocation().state as { from?: string } | null)?.from;
  if (token) return <Navigate to={from && from !== '/login' ? from : '/'} replace />;

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: 380, maxWidth: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          Admin sign in
        </Typography.Title>
        <Typography.Paragraph type="secondary">Jobs marketplace back-office</Typography.Paragraph>
        <SignInForm
          quickLogin={getConfig().quickLoginCredentials}
          onSignedIn={(user) => {
            queryClient.setQueryData(['me'], user);
            navigate(from && from !== '/login' ? from : '/', { replace: true });
          }}
        />
      </Card>
    </Flex>
  );
}
