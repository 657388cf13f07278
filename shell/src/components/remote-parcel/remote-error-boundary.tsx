import { Component } from 'react';
import type { ReactNode } from 'react';
import { reportError } from '@qce/shared-kit/remote/report-error';

interface RemoteErrorBoundaryProps {
  /** Renders the fallback; `retry` clears the error (the caller clears its caches first). */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  /** Reports what was caught (once per error, tagged with the track). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/** One per remote: whatever a remote throws while loading or mounting stays inside its own panel. */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    // The error goes to the one sink: the caller's (tagged with the track) or the page's.
    if (this.props.onError) this.props.onError(error);
    else reportError(error, { what: 'a remote load or mount' });
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
