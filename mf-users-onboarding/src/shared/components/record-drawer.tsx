import { ApiError } from '@mv-admin/shared-api';
import { ErrorState, LoadingState } from '@mv-admin/shared-ui';
import { Drawer, PresenceBar, type PresenceRecordType } from '@mv-admin/shared-ui/detail';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface RecordDrawerProps<T> {
  /** The drawer's title once the record is known ("Application #5"); `fallbackTitle` before. */
  title: (record: T) => string;
  fallbackTitle: string;
  /** What failed, in the product's words: "Could not load this application". */
  errorTitle: string;
  record: UseQueryResult<T>;
  onClose: () => void;
  /** The record's kind for presence: the other staff who have it open show at the top. */
  presence: { type: PresenceRecordType; id: number };
  children: (record: T) => ReactNode;
}

/**
 * A record's details beside its list: open while its URL parameter is set (the page renders it
 * then), a spinner while the record is looked up, an error with Retry when that fails (none for
 * a record that does not exist), then the content.
 */
export function RecordDrawer<T>({ title, fallbackTitle, errorTitle, record, onClose, presence, children }: RecordDrawerProps<T>) {
  let body: ReactNode;
  if (record.data !== undefined) body = children(record.data);
  else if (record.error) {
    const missing = record.error instanceof ApiError && record.error.status === 404;
    body = <ErrorState title={errorTitle} error={record.error} onRetry={missing ? undefined : () => void record.refetch()} />;
  } else body = <LoadingState label="Loading…" />;
  return (
    <Drawer open title={record.data !== undefined ? title(record.data) : fallbackTitle} size="min(760px, 100vw)" onClose={onClose} destroyOnHidden>
      <PresenceBar type={presence.type} id={presence.id} />
      {body}
    </Drawer>
  );
}
