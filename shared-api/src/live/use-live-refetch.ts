import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { AuditEntityType } from '../contract/audit';
import { changedIds } from './live-hub';
import { useLiveEvents } from './use-live';

/**
 * Re-reads `queryKeys` when a live change of `types` names the record `id` (any record of those
 * types when `id` is null: a conversation whose messages the events do not tie to a chat), and
 * after a reset. For a drawer's record and timeline, or a dashboard's figures.
 */
export function useLiveRefetch(
  types: readonly AuditEntityType[],
  id: number | string | null | undefined,
  queryKeys: readonly QueryKey[],
  enabled = true,
): void {
  const queryClient = useQueryClient();
  useLiveEvents(
    types,
    (message) => {
      if (message.kind === 'presence') return;
      if (message.kind === 'change' && id != null && !changedIds(message.event).includes(String(id))) return;
      for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
    },
    enabled && id !== undefined,
  );
}
