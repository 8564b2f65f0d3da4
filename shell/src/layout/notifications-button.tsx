import { BellOutlined } from '@ant-design/icons';
import { Button, Popover, Typography, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';

/** Spec §2 and §9: the badge is fixed at 15 and the content is placeholder data with Clear all. */
export const NOTIFICATION_BADGE = 15;

// The panel (a list) loads when the bell is first clicked.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

/**
 * The count is a plain bubble drawn with the theme's tokens, not antd's Badge: Badge (with its
 * scroll-number animation) cost 4.1 KB gzip on every signed-in page for one fixed number.
 */
function CountBubble({ count }: { count: number }) {
  const { token } = theme.useToken();
  return (
    <span
      data-testid="notifications-count"
      style={{
        position: 'absolute',
        top: 0,
        insetInlineEnd: 0,
        transform: 'translate(40%, -30%)',
        minWidth: token.fontSizeSM + 4,
        height: token.fontSizeSM + 4,
        padding: '0 4px',
        borderRadius: token.fontSizeSM,
        // colorErrorActive: the darker red of the palette, so white text stays above 4.5:1 in both themes.
        background: token.colorErrorActive,
        color: token.colorTextLightSolid,
        boxShadow: `0 0 0 1px ${token.colorBgContainer}`,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.fontSizeSM + 4}px`,
        textAlign: 'center',
        pointerEvents: 'none',
      }}
    >
      {count}
    </span>
  );
}

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
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <Button type="text" shape="circle" icon={<BellOutlined />} aria-label={`Notifications, ${NOTIFICATION_BADGE} new`} />
        <CountBubble count={NOTIFICATION_BADGE} />
      </span>
    </Popover>
  );
}
