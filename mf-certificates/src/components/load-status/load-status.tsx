import type { ReactNode } from 'react';
import { ErrorPanel, LoaderOverlay } from '@qce/shared-kit/ui';
import { LABELS } from '../../config/labels';
import type { LoadState } from '../../lib/load-state';

export interface LoadStatusProps<T> {
  state: LoadState<T> & { reload: () => void };
  /** What to render once loaded. */
  children: (data: T) => ReactNode;
  /** Message for a failed load (defaults to a generic one). */
  errorMessage?: (error: unknown) => string;
}

/** Loader while a page's data loads, an error panel with a retry when it fails (never a white screen). */
export function LoadStatus<T>({ state, children, errorMessage }: LoadStatusProps<T>) {
  if (state.status === 'loading') return <LoaderOverlay active label="Loading document" />;
  if (state.status === 'error') {
    return (
      <ErrorPanel
        message={errorMessage ? errorMessage(state.error) : LABELS.loadFailed}
        onRetry={state.reload}
        retryLabel={LABELS.retry}
      />
    );
  }
  return <>{children(state.data)}</>;
}
