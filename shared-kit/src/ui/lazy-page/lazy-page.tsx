import { Component, Suspense, lazy, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { ErrorPanel } from '../error-panel/error-panel';
import { LoaderOverlay } from '../loader-overlay/loader-overlay';
import { MESSAGES } from '@qce/shared-kit/messages';
import { reportError } from '@qce/shared-kit/remote/report-error';

/**
 * True for a failed download of a code chunk: webpack's `ChunkLoadError` ("Loading chunk 123 failed"),
 * a CSS chunk, a federation shared module or remote that could not be fetched, or the browser's own
 * dynamic-import failure.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (?:CSS )?chunk .+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|RUNTIME-00\d/i.test(
      error.message,
    )
  );
}

interface LoadBoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a page chunk that failed to download and offers a retry; any other error goes on to the remote's boundary. */
class PageLoadBoundary extends Component<LoadBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) reportError(error, { what: 'loading a page' });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return (
      <main className="qce-page">
        <ErrorPanel
          message={MESSAGES.common.trackUnavailable}
          retryLabel={MESSAGES.common.tryAgain}
          onRetry={this.props.onRetry}
        />
      </main>
    );
  }
}

/**
 * A route's page as its own chunk: `lazyPage(() => import('./x-page').then((m) => m.XPage))`.
 * While the chunk downloads the kit's loader is shown (a polite `role="status"`); if it fails, the error
 * panel with "Try again", which downloads it again (a React.lazy never retries by itself).
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  label: string = MESSAGES.common.loading,
): ComponentType<P> {
  const attempts = new Map<number, LazyExoticComponent<ComponentType<P>>>();
  const lazyFor = (attempt: number): LazyExoticComponent<ComponentType<P>> => {
    let page = attempts.get(attempt);
    if (!page) {
      page = lazy(async () => ({ default: await load() }));
      attempts.set(attempt, page);
    }
    return page;
  };

  function LazyPage(props: P) {
    const [attempt, setAttempt] = useState(0);
    const Page = lazyFor(attempt);
    return (
      <PageLoadBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<LoaderOverlay active label={label} />}>
          <Page {...props} />
        </Suspense>
      </PageLoadBoundary>
    );
  }
  return LazyPage;
}
