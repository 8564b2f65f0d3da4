import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';

/** Spec §2 and §9: the badge is fixed at 15 and the content is placeholder data with Clear all. */
export const NOTIFICATION_BADGE = 15;

// The panel (a list) loads when the bell is first clicked.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

export function NotificationsButton() {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      content={opened && (
        <Suspense fallback={<div style={{ width: 300, minHeight: 120 }} />}>
          <NotificationsPanel />
        </Suspense>
      )}
      title={<Typography.Text strong>Notifications</Typography.Text>}
      trigger="click"
      placement="bottomRight"
      onOpenChange={(open) => open && setOpened(true)}
    >
      <Badge count={NOTIFICATION_BADGE} size="small">
        <Button type="text" shape="circle" icon={<BellOutlined />} aria-label="Notifications" />
      </Badge>
    </Popover>
  );
}
