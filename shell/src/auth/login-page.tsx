import { Flex, theme } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { getConfig, useAuth } from '@mv-admin/shared-api';
import { SignInForm } from '@mv-admin/shared-ui/sign-in';
import { useDocumentTitle } from '../app/use-document-title';

/**
 * /login, outside the layout; a signed-in user is sent to / (spec §2). Plain elements for the
 * frame: antd's Card pulls in Tabs, Dropdown and Menu (about 30 KB gzip) on the first page.
 */
export default function LoginPage() {
  useDocumentTitle('Sign in');
  const { token: t } = theme.useToken();
  const token = useAuth((s) => s.accessToken);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  if (token) return <Navigate to={from && from !== '/login' ? from : '/'} replace />;

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: t.colorBgLayout }}>
      <main
        style={{
          width: 380,
          maxWidth: '100%',
          padding: 24,
          background: t.colorBgContainer,
          border: `1px solid ${t.colorBorderSecondary}`,
          borderRadius: t.borderRadiusLG,
          color: t.colorText,
          // No antd App wrapper on this page (it would bring modal and notification code): the
          // base typography comes from the tokens directly.
          fontFamily: t.fontFamily,
          fontSize: t.fontSize,
          lineHeight: t.lineHeight,
        }}
      >
        <h1 style={{ fontSize: 24, margin: '0 0 4px', fontWeight: 600 }}>Admin sign in</h1>
        <p style={{ margin: '0 0 20px', color: t.colorTextSecondary }}>Jobs marketplace back-office</p>
        <SignInForm quickLogin={getConfig().quickLoginCredentials} onSignedIn={() => navigate(from && from !== '/login' ? from : '/', { replace: true })} />
      </main>
    </Flex>
  );
}
