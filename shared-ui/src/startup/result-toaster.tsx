import { theme } from 'antd';
import { useEffect } from 'react';
import { subscribeResults } from '@mv-admin/shared-api';
import { useFeedback } from '../feedback/feedback-provider';

/**
 * Spec §8: titled results become red or green toasts (deduplicated by timestamp in shared-api). A
 * failure's toast ends with its request's short reference, which finds the server's log lines.
 * Plain text (selected whole on a click), not Typography's copy button: that button is left out of
 * the browser builds (tooling/webpack/antd-parts-left-out.js) and Typography would load on /login.
 */
export function ResultToaster() {
  const { notification } = useFeedback();
  const { token } = theme.useToken();
  useEffect(
    () =>
      subscribeResults(({ status, title, description, reference }) => {
        if (status === 'success') return notification.success({ title, description });
        notification.error({
          title,
          description: reference ? (
            <>
              {description}
              <div style={{ color: token.colorTextSecondary, marginTop: description ? 4 : 0, userSelect: 'all' }}>Reference: {reference}</div>
            </>
          ) : (
            description
          ),
        });
      }),
    [notification, token.colorTextSecondary],
  );
  return null;
}
