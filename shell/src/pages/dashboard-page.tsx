import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { meQuery } from '@mv-admin/shared-api/query';
import { useDocumentTitle } from '../app/use-document-title';
import { flattenMenu, specMenu } from '../layout/menu';

/** / : who is signed in, and a way into every screen (the full dashboard comes later). */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data: user } = useQuery(meQuery());
  const screens = flattenMenu(specMenu).filter((l) => l.key !== '/' && l.key !== '/home');
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>Welcome{user ? `, ${user.name}` : ''}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title="Signed in as">
            <Descriptions column={1} size="small" items={[
              { key: 'name', label: 'Name', children: user?.name ?? '-' },
              { key: 'email', label: 'E-mail', children: user?.email ?? '-' },
              { key: 'phone', label: 'Phone', children: user?.phone_number ?? '-' },
              { key: 'type', label: 'Type', children: user?.type ?? '-' },
            ]} />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title="Screens">
            <Row gutter={[8, 8]}>
              {screens.map((s) => (
                <Col key={s.key} xs={24} sm={12}>
                  <Link to={s.key}>{s.label}</Link>
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      </Row>
    </>
  );
}
