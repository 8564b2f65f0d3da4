import { Button, Result } from 'antd';
import type { RemoteEntry } from '@mv-admin/shared-api';

/** What a remote's routes show when the remote cannot be used; the rest of the admin keeps working. */
export function ModuleUnavailable({ remote, reason, onRetry }: { remote: RemoteEntry; reason: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={`The ${remote.label} module is unavailable`}
      subTitle={`This screen could not be opened because ${reason}. Other screens keep working; try again in a moment.`}
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
      data-testid="module-unavailable"
    />
  );
}
