import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

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

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote failed to load or mount.', error, info.componentStack);
    this.props.onError?.(error);
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
