import { DisconnectOutlined } from '@ant-design/icons';
import { useLiveStatus } from '@mv-admin/shared-api/live';
import { Tooltip, Typography } from 'antd';

/**
 * A discreet header note while the live stream is down: screens then refresh by polling, so
 * nothing is lost, but changes arrive later. Nothing while it is live or connecting.
 */
export function LiveIndicator() {
  const status = useLiveStatus();
  if (status !== 'down') return null;
  return (
    <Tooltip title="Changes by others appear with a delay until live updates are back.">
      <Typography.Text type="secondary" role="status" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        <DisconnectOutlined /> Live updates paused
      </Typography.Text>
    </Tooltip>
  );
}
