import { useEffect } from 'react';
import { subscribeResults } from '@mv-admin/shared-api';
import { useFeedback } from '../feedback/feedback-provider';

/** Spec §8: titled results become red or green toasts (deduplicated by timestamp in shared-api). */
export function ResultToaster() {
  const { notification } = useFeedback();
  useEffect(
    () =>
      subscribeResults(({ status, title, description }) => {
        (status === 'fail' ? notification.error : notification.success)({ title, description });
      }),
    [notification],
  );
  return null;
}
