import { WarningFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';

export interface WidgetErrorProps {
  /** What is unavailable: 'The Jobs module is unavailable', 'Could not load the figures'. */
  title: string;
  /** Why, in a few words (an ApiError's message is written for users). */
  description?: string;
  onRetry: () => void;
}

/**
 * A dashboard widget that cannot show its figures, compact enough to sit in its card: what
 * failed, why, and Retry. Announced to screen readers (role="alert"); the other widgets render.
 */
export function WidgetError({ title, description, onRetry }: WidgetErrorProps) {
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 6 }}>
      <span style={{ color: token.colorText, fontWeight: 600 }}>
        <WarningFilled aria-hidden style={{ color: token.colorWarning, marginInlineEnd: 6 }} />
        {title}
      </span>
      {description && <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{description}</span>}
      <Button size="small" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
