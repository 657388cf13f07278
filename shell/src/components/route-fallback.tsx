import { useLocation } from '@qce/shared-kit/router';
import { staticPageShownAt } from '../app-shell/first-paint';

export interface RouteFallbackProps {
  /** The status line, e.g. 'Loading Health Certificate…'. */
  status?: string;
  statusClassName?: string;
}

/**
 * What shows while a page or a remote loads. On a static page (a track's first page, a document) it is
 * that page's heading and data-free text, as the route's HTML paints them before any script (ADR 008),
 * so they stay put from the first paint until the remote renders the same; elsewhere only the status.
 */
export function RouteFallback({ status = 'Loading…', statusClassName }: RouteFallbackProps) {
  const { pathname } = useLocation();
  const page = staticPageShownAt(pathname);
  const line = (
    <p role="status" className={statusClassName}>
      {status}
    </p>
  );
  if (!page) return line;
  return (
    <main id="main-content" tabIndex={-1} className="qce-page">
      <h1>{page.title}</h1>
      {page.lead && <p>{page.lead}</p>}
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
