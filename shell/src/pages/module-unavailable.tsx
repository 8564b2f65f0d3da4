import type { RemoteEntry } from '@mv-admin/shared-api';
import { ErrorState } from '@mv-admin/shared-ui';

/** What a remote's routes show when the remote cannot be used; the rest of the admin keeps working. */
export function ModuleUnavailable({ remote, reason, onRetry }: { remote: RemoteEntry; reason: string; onRetry: () => void }) {
  return (
    <div data-testid="module-unavailable">
      <ErrorState
        tone="warning"
        title={`The ${remote.label} module is unavailable`}
        description={`This screen could not be opened because ${reason}. Other screens keep working; try again in a moment.`}
        onRetry={onRetry}
      />
    </div>
  );
}
