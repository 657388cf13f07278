import type { ReactNode } from 'react';
import { Button } from '../button/button';

export type ErrorPanelProps = {
  message: ReactNode;
  title?: string;
  /** Shows a retry button. */
  onRetry?: () => void;
  retryLabel?: string;
};

/** What a failed load shows instead of a white screen: the message and, when possible, a retry. */
export function ErrorPanel({ message, title, onRetry, retryLabel = 'Try again' }: ErrorPanelProps) {
  return (
    <div role="alert" className="qce-panel qce-panel--error">
      {title && <h2>{title}</h2>}
      <p>{message}</p>
      {onRetry && (
        <Button variant="primary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
