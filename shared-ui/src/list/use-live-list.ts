import { type AuditEntityType, changedIds, useLiveEvents } from '@mv-admin/shared-api/live';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

export interface LiveList {
  /** Records created by others since the rows were read, not shown yet. */
  newCount: number;
  /** Shows them: re-reads the page (same page, same filters) and clears the count. */
  showNew: () => void;
}

/**
 * A list that follows live changes of `types` (docs/live-events.md): a change to anything but a
 * new record re-reads the page on screen in place (its rows and total move, the page and filters
 * stay); records created by someone else are only counted, so rows never move under the cursor
 * until the admin asks for them (`showNew`). A reset (the stream missed too much) re-reads too.
 * `types` undefined: the list does not follow.
 */
export function useLiveList(types: readonly AuditEntityType[] | undefined, queryKey: QueryKey, visibleIds: ReadonlySet<string>): LiveList {
  const queryClient = useQueryClient();
  const [newCount, setNewCount] = useState(0);
  const reread = useCallback(() => void queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);

  useLiveEvents(
    types,
    (message) => {
      if (message.kind === 'presence') return;
      if (message.kind === 'change' && message.event.action === 'create') {
        const me = queryClient.getQueryData<{ id: number }>(['me'])?.id;
        // The admin's own creation: their form already refreshed the list.
        if (message.event.actor_id !== null && message.event.actor_id === me) return;
        const unseen = changedIds(message.event).filter((id) => !visibleIds.has(id));
        if (unseen.length) setNewCount((n) => n + unseen.length);
        return;
      }
      reread();
    },
    types !== undefined,
  );

  const showNew = useCallback(() => {
    setNewCount(0);
    reread();
  }, [reread]);
  return { newCount, showNew };
}
