import { Component } from 'react';
import type { ReactNode } from 'react';

interface Props {
  /** What to show instead of the children after an error; `retry` renders the children again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a failed document load or render so the page shows a message, never a white screen. */
export class DocumentErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('document failed', error);
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}
