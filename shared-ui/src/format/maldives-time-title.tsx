import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { MALDIVES_TIME_LABEL } from './date';

/**
 * A title over dates (a column header, a section) that says, on hover or focus, which zone they
 * are in: every date of the admin shows Maldives time, whatever the browser's zone.
 * Its accessible name stays the title's text, so `columnheader` queries keep working.
 */
export function MaldivesTimeTitle({ children }: { children: ReactNode }) {
  return (
    <Tooltip title={MALDIVES_TIME_LABEL}>
      <span>{children}</span>
    </Tooltip>
  );
}
