import type { MouseEvent } from 'react';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import { PageHeading, Button, buttonClassName } from '@qce/shared-kit/ui';

export type ReviewVariant = 'individual' | 'bulk' | 'sp';

export type ReviewStatusProps =
  | { state: 'under-review'; variant: ReviewVariant }
  | {
      state: 'approved';
      /** Go to Issuing: the certificate-issuing (IHC) or permit-issuing (SP) step. */
      onGoToIssuing: () => void;
      /** Optional real link for the button (middle-click, copy link); a plain click calls onGoToIssuing. */
      issuingHref?: string;
    }
  | { state: 'rejected'; remarks?: string | null };

const underReviewBody: Record<ReviewVariant, string> = {
  individual: MESSAGES.review.underReviewBody,
  bulk: FLOW_MESSAGES.review.underReviewBulk,
  sp: FLOW_MESSAGES.review.underReviewSp,
};

/**
 * Intake §2 Under Review and Review Completed: the under-review pages (bulk, individual, SP) say the
 * department head is reviewing; Review Completed is approved (with Go to Issuing) or rejected (with
 * the remarks).
 */
export function ReviewStatus(props: ReviewStatusProps) {
  if (props.state === 'under-review') {
    return (
      <section className="qce-stack">
        <PageHeading title={MESSAGES.review.underReviewTitle} />
        <div className="qce-panel" role="status">
          <p>{underReviewBody[props.variant]}</p>
        </div>
      </section>
    );
  }

  if (props.state === 'approved') {
    const { onGoToIssuing, issuingHref } = props;
    const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      onGoToIssuing();
    };
    return (
      <section className="qce-stack">
        <PageHeading title={MESSAGES.review.reviewCompletedTitle} />
        <div className="qce-panel" role="status">
          <p>{MESSAGES.review.approvedBody}</p>
        </div>
        <div className="qce-actions">
          {issuingHref ? (
            <a className={buttonClassName('primary')} href={issuingHref} onClick={onLinkClick}>
              {MESSAGES.review.goToIssuing}
            </a>
          ) : (
            <Button variant="primary" onClick={onGoToIssuing}>
              {MESSAGES.review.goToIssuing}
            </Button>
          )}
        </div>
      </section>
    );
  }

  const remarks = typeof props.remarks === 'string' ? props.remarks.trim() : '';
  return (
    <section className="qce-stack">
      <PageHeading title={MESSAGES.review.reviewCompletedTitle} />
      <div className="qce-panel" role="status">
        <p>{MESSAGES.review.rejectedBody}</p>
        {remarks && (
          <>
            <h2>{MESSAGES.status.remarksLabel}</h2>
            <p>{remarks}</p>
          </>
        )}
      </div>
    </section>
  );
}
