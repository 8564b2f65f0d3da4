import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** The sidebar as a drawer, below the small breakpoint (spec §2). */
export default function SiderDrawer({ open, onClose, width, children }: { open: boolean; onClose: () => void; width: number; children: ReactNode }) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={width} styles={{ body: { padding: 0 } }} title="Menu">
      {children}
    </Drawer>
  );
}
