import { Component } from 'react';
import type { ReactNode } from 'react';
import { reportError } from '@qce/shared-kit/remote/report-error';

export interface DocumentErrorBoundaryProps {
  /** What to show instead of the children after an error; `retry` renders the children again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Catches a failed load or render of a document (the documents module of mf-certificates, loaded at
 * run time) inside a step page, so the page shows the track's fallback with a retry, never a white
 * screen.
 */
export class DocumentErrorBoundary extends Component<
  DocumentErrorBoundaryProps,
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportError(error, { what: 'document' });
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
