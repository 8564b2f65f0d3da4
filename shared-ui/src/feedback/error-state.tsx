import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Button, Flex, Typography, theme } from 'antd';

export interface ErrorStateProps {
  /** What failed, in the product's words: "Could not load atolls". */
  title: string;
  /** The failure; its message (an ApiError's is written for users) is shown under the title. */
  error?: Error | null;
  /** Shown under the title instead of the error's message. */
  description?: ReactNode;
  /** 'warning' for something unavailable for now rather than failed. */
  tone?: 'error' | 'warning';
  /** Shown as a Retry button when given. */
  onRetry?: () => void;
}

/**
 * A failed load as something the user can act on: a title, the error's message and a Retry
 * button. Announced to screen readers (role="alert"). Plain elements, not antd's Result, whose
 * status illustrations weigh 10 KB gzip on every screen that could fail.
 */
export function ErrorState({ title, error, description, tone = 'error', onRetry }: ErrorStateProps) {
  const { token } = theme.useToken();
  const Icon = tone === 'warning' ? WarningFilled : CloseCircleFilled;
  return (
    <Flex role="alert" vertical align="center" gap="small" style={{ padding: '48px 16px', textAlign: 'center' }}>
      <Icon aria-hidden style={{ fontSize: 48, color: tone === 'warning' ? token.colorWarning : token.colorError }} />
      <Typography.Text strong style={{ fontSize: 18 }}>
        {title}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ maxWidth: 560 }}>
        {description ?? (error?.message || 'Something went wrong. Try again.')}
      </Typography.Text>
      {onRetry && (
        <Button type="primary" onClick={onRetry} style={{ marginTop: 8 }}>
          Retry
        </Button>
      )}
    </Flex>
  );
}
