import { Typography } from 'antd';
import { useEffect } from 'react';
import { subscribeResults } from '@mv-admin/shared-api';
import { useFeedback } from '../feedback/feedback-provider';

/**
 * Spec §8: titled results become red or green toasts (deduplicated by timestamp in shared-api). A
 * failure's toast ends with its request's short reference, which finds the server's log lines.
 */
export function ResultToaster() {
  const { notification } = useFeedback();
  useEffect(
    () =>
      subscribeResults(({ status, title, description, reference }) => {
        if (status === 'success') return notification.success({ title, description });
        notification.error({
          title,
          description: reference ? (
            <>
              {description}
              <Typography.Paragraph type="secondary" copyable={{ text: reference }} style={{ margin: description ? '4px 0 0' : 0 }}>
                Reference: {reference}
              </Typography.Paragraph>
            </>
          ) : (
            description
          ),
        });
      }),
    [notification],
  );
  return null;
}
