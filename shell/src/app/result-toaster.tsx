import { App } from 'antd';
import { useEffect } from 'react';
import { subscribeResults } from '@mv-admin/shared-api';

/** Spec §8: titled results become red or green toasts (deduplicated by timestamp in shared-api). */
export function ResultToaster() {
  const { notification } = App.useApp();
  useEffect(
    () =>
      subscribeResults(({ status, title, description }) => {
        (status === 'fail' ? notification.error : notification.success)({ title, description, placement: 'topRight' });
      }),
    [notification],
  );
  return null;
}
