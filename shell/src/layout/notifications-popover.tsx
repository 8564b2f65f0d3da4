import { Popover, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { BellButton } from './notifications-button';
import NotificationsPanel from './notifications-panel';

/**
 * The bell's popover, loaded on the first click (notifications-button.tsx) and opened once it
 * has mounted (opened in the same render as its anchor, it is placed before the anchor is laid
 * out and shows off-screen); later clicks toggle it as antd's click trigger does. The bell is a
 * new element once this mounts, so focus moves back to it (a keyboard user stays on the bell).
 */
export default function NotificationsPopover() {
  const bell = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    bell.current?.focus();
    setOpen(true);
  }, []);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      content={<NotificationsPanel />}
      title={<Typography.Text strong>Notifications</Typography.Text>}
      trigger="click"
      placement="bottomRight"
    >
      <BellButton buttonRef={bell} />
    </Popover>
  );
}
