import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@mv-admin/shared-api/query';
// Every widget calls through this domain: loaded with the page, not after the widgets' code
// asks for it (a round trip before any figure shows; issue 37).
import '@mv-admin/shared-api/dashboard';
import { useDocumentTitle } from '../app/use-document-title';
import { getRegistry } from '../federation/registry';
import { DashboardGrid } from './dashboard-grid';
import { useLiveDashboard } from './use-live-dashboard';

/**
 * / : what needs attention today, contributed by each registered module (issue 13). The page
 * renders at once; each module's widgets arrive on their own, with skeletons until then.
 */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  useLiveDashboard();
  const { data: user } = useQuery(meQuery());
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, marginBottom: 4 }}>
        Welcome{user ? `, ${user.name}` : ''}
      </Typography.Title>
      <Typography.Paragraph type="secondary">What needs attention today.</Typography.Paragraph>
      <DashboardGrid remotes={getRegistry()} />
    </>
  );
}
