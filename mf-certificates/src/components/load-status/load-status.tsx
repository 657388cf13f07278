import type { ReactNode } from 'react';
import { LoaderOverlay } from '@qce/shared-kit/ui';
import { LABELS } from '../../config/labels';
import type { LoadState } from '../../lib/use-load';

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
      <div role="alert" className="qce-panel qce-panel--error">
        <p>{errorMessage ? errorMessage(state.error) : LABELS.loadFailed}</p>
        <button type="button" className="qce-button" onClick={state.reload}>
          {LABELS.retry}
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
