import { Button, Result } from 'antd';

export interface ErrorStateProps {
  /** What failed, in the product's words: "Could not load atolls". */
  title: string;
  /** The failure; its message (an ApiError's is written for users) is shown under the title. */
  error: Error | null | undefined;
  /** Shown as a Retry button when given. */
  onRetry?: () => void;
}

/**
 * A failed load as something the user can act on: a title, the error's message and a Retry
 * button. Announced to screen readers (role="alert").
 */
export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  return (
    <div role="alert">
      <Result
        status="error"
        title={title}
        subTitle={error?.message || 'Something went wrong. Try again.'}
        extra={
          onRetry && (
            <Button type="primary" onClick={onRetry}>
              Retry
            </Button>
          )
        }
      />
    </div>
  );
}
