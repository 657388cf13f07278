import { useId } from 'react';
import { MESSAGES } from '@qce/shared-kit/messages';
import { routeClick } from '../lib/link';
import { PageHeading } from '../page-heading/page-heading';
import { buttonClassName } from '../button/button';

export type NotFoundPageProps = {
  /** The way back: the full href of the track's first page (e.g. `/qce/ihc/applications`). */
  backHref: string;
  /** Hands a plain left click on the way back to the caller's router or the shell's navigation. */
  onNavigate?: (href: string) => void;
  /** The sentence under the heading; the generic "does not exist" by default. */
  message?: string;
  backLabel?: string;
};

/**
 * What every router's Not found route renders (STYLE 12): an address the track does not have gets a
 * heading, one sentence and the way back, never a blank page.
 */
export function NotFoundPage({
  backHref,
  onNavigate,
  message = MESSAGES.common.notFoundBody,
  backLabel = MESSAGES.common.backToApplications,
}: NotFoundPageProps) {
  const headingId = useId();
  return (
    <main id="main-content" tabIndex={-1} className="qce-page" aria-labelledby={headingId}>
      <PageHeading id={headingId} title={MESSAGES.common.notFoundTitle} />
      <div className="qce-panel qce-stack">
        <p>{message}</p>
        <p>
          <a
            className={buttonClassName('primary')}
            href={backHref}
            onClick={(event) => routeClick(event, backHref, onNavigate)}
          >
            {backLabel}
          </a>
        </p>
      </div>
    </main>
  );
}
