import { useLocation } from 'react-router-dom';
import { trackFirstPageAt } from '@qce/shared-kit/messages/track-pages';

export interface RouteFallbackProps {
  /** The status line, e.g. 'Loading Health Certificate…'. */
  status?: string;
  statusClassName?: string;
}

/**
 * What shows while a page or a remote loads. On a track's first page it is that page's heading, as
 * the route's static HTML paints it before any script (ADR 008), so the heading stays put from the
 * first paint until the remote renders the same heading; elsewhere only the status line.
 */
export function RouteFallback({ status = 'Loading…', statusClassName }: RouteFallbackProps) {
  const { pathname } = useLocation();
  const page = trackFirstPageAt(pathname);
  const line = (
    <p role="status" className={statusClassName}>
      {status}
    </p>
  );
  if (!page) return line;
  return (
    <main id="main-content" tabIndex={-1} className="qce-page">
      <h1>{page.title}</h1>
      {page.intro && (
        <section className="qce-panel" aria-labelledby="track-intro-title">
          <h2 id="track-intro-title">{page.intro.heading}</h2>
          <p>{page.intro.text}</p>
        </section>
      )}
      {line}
    </main>
  );
}
