import type { ReactNode } from 'react';
import { LABELS } from '../../config/labels';
import { loadErrorMessage } from '../../lib/load-error';
import { LoadStatus, type LoadStatusProps } from '../load-status/load-status';

export interface VerificationPageProps<T> {
  /** The heading's id, which names the page's `<main>`. */
  titleId: string;
  state: LoadStatusProps<T>['state'];
  /** The document once its data is loaded. */
  children: (data: T) => ReactNode;
}

/**
 * The frame of the public pages a QR code opens (documents, laboratory result, massagist document;
 * payment §2): the verification heading and note, which need no data, then the loader, the error panel
 * with its retry, or the document. Heading and note are not printed.
 */
export function VerificationPage<T>({ titleId, state, children }: VerificationPageProps<T>) {
  return (
    <main id="main-content" tabIndex={-1} className="qce-page qce-stack" aria-labelledby={titleId}>
      <h1 id={titleId} className="qce-no-print">
        {LABELS.verificationTitle}
      </h1>
      {/* Needs no data: painted with the heading from the route's static HTML (ADR 008). */}
      <p className="qce-no-print">{LABELS.verificationNote}</p>
      <LoadStatus state={state} errorMessage={loadErrorMessage}>
        {children}
      </LoadStatus>
    </main>
  );
}
