import { BellOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { lazy, Suspense, useState, type ComponentPropsWithRef, type Ref } from 'react';

/** Spec §2 and §9: the badge is fixed at 15 and the content is placeholder data with Clear all. */
export const NOTIFICATION_BADGE = 15;

// The popover and its panel (a list) load when the bell is first clicked: every signed-in page
// shows the bell, few open it (Popover and List stay off the list screens' first load).
const NotificationsPopover = lazy(() => import('./notifications-popover'));

/**
 * The count is a plain bubble drawn with the theme's tokens, not antd's Badge: Badge (with its
 * scroll-number animation) cost 4.1 KB gzip on every signed-in page for one fixed number.
 */
function CountBubble({ count }: { count: number }) {
  const { token } = theme.useToken();
  const size = token.fontSizeSM + 4;
  return (
    <span
      data-testid="notifications-count"
      style={{
        position: 'absolute',
        top: 0,
        insetInlineEnd: 0,
        transform: 'translate(40%, -30%)',
        minWidth: size,
        height: size,
        padding: '0 4px',
        borderRadius: size / 2,
        // colorErrorActive: the darker red of the palette, so white text stays above 4.5:1 in both themes.
        background: token.colorErrorActive,
        color: token.colorTextLightSolid,
        boxShadow: `0 0 0 1px ${token.colorBgContainer}`,
        fontSize: token.fontSizeSM,
        lineHeight: `${size}px`,
        textAlign: 'center',
        pointerEvents: 'none',
      }}
    >
      {count}
    </span>
  );
}

/**
 * The bell with its count. Other props and `ref` go to the wrapping span: the popover's trigger
 * (notifications-popover.tsx) anchors to it and puts its click handlers on it.
 */
export function BellButton({ onClick, buttonRef, ...anchor }: { onClick?: () => void; buttonRef?: Ref<HTMLButtonElement> } & ComponentPropsWithRef<'span'>) {
  return (
    <span {...anchor} style={{ position: 'relative', display: 'inline-flex' }}>
      <Button
        ref={buttonRef}
        type="text"
        shape="circle"
        icon={<BellOutlined />}
        aria-label={`Notifications, ${NOTIFICATION_BADGE} new`}
        aria-haspopup="dialog"
        onClick={onClick}
      />
      <CountBubble count={NOTIFICATION_BADGE} />
    </span>
  );
}

export function NotificationsButton() {
  const [requested, setRequested] = useState(false);
  if (!requested) return <BellButton onClick={() => setRequested(true)} />;
  return (
    <Suspense fallback={<BellButton />}>
      <NotificationsPopover />
    </Suspense>
  );
}
