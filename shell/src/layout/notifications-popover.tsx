import { Popover, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { BellButton } from './notifications-button';
import NotificationsPanel from './notifications-panel';

/**
 * The bell's popover, loaded on the first click (notifications-button.tsx) and opened at once;
 * later clicks toggle it as antd's click trigger does. The bell is a new element once this
 * mounts, so focus moves back to it (a keyboard user stays on the bell).
 */
export default function NotificationsPopover() {
  const bell = useRef<HTMLButtonElement>(null);
  useEffect(() => bell.current?.focus(), []);
  return (
    <Popover
      defaultOpen
      content={<NotificationsPanel />}
      title={<Typography.Text strong>Notifications</Typography.Text>}
      trigger="click"
      placement="bottomRight"
    >
      <BellButton buttonRef={bell} />
    </Popover>
  );
}
