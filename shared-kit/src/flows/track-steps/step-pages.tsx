import type { ComponentType, ReactNode } from 'react';
import { ReviewStatus } from '@qce/shared-kit/flows';
import type { ReviewVariant } from '@qce/shared-kit/flows';
import { MESSAGES } from '@qce/shared-kit/messages';
import { TRANSACTION_TYPE } from '@qce/shared-kit/domain';
import type { AuditLogEntry } from '@qce/shared-kit/domain';
import { ApplicationSubmittedPanel } from './application-submitted-panel';
import { ReviewOutcome } from './review-outcome';

/** What a step page reads from the track's frame. */
export interface StepFrameContext {
  application: { status?: string | null; remarks?: string | null };
  auditLogs: readonly AuditLogEntry[];
}

/**
 * The track's step frame (its StepLayout): loads the open application and renders the page with it
 * (redirect, loader and error panel are the track's).
 */
export type StepFrame = ComponentType<{
  title: string;
  step: string;
  showTitle?: boolean;
  children: (ctx: StepFrameContext) => ReactNode;
}>;

/** Under Review (intake §2): the department head is reviewing. */
export function UnderReviewStep({ Frame, variant }: { Frame: StepFrame; variant: ReviewVariant }) {
  return (
    <Frame
      title={MESSAGES.review.underReviewTitle}
      step={TRANSACTION_TYPE.headApproval}
      showTitle={false}
    >
      {() => <ReviewStatus state="under-review" variant={variant} />}
    </Frame>
  );
}

/** Review Completed (intake §2): approved with Go to Issuing, rejected with the remarks, or still under review. */
export function ReviewCompletedStep({
  Frame,
  variant,
  issuingHref,
  onGoToIssuing,
}: {
  Frame: StepFrame;
  variant: ReviewVariant;
  issuingHref: string;
  onGoToIssuing: () => void;
}) {
  return (
    <Frame
      title={MESSAGES.review.reviewCompletedTitle}
      step={TRANSACTION_TYPE.headApproval}
      showTitle={false}
    >
      {({ application, auditLogs }) => (
        <ReviewOutcome
          application={application}
          auditLogs={auditLogs}
          variant={variant}
          issuingHref={issuingHref}
          onGoToIssuing={onGoToIssuing}
        />
      )}
    </Frame>
  );
}

/** Successfully Submitted (intake §2), framed by the track. */
export function ApplicationSubmittedStep({
  Frame,
  notice,
  onViewOrderOfPayment,
}: {
  Frame: StepFrame;
  notice?: string | undefined;
  onViewOrderOfPayment: () => void;
}) {
  return (
    <Frame
      title={MESSAGES.submission.successfullySubmittedTitle}
      step={TRANSACTION_TYPE.requirementsValidation}
    >
      {({ auditLogs }) => (
        <ApplicationSubmittedPanel
          auditLogs={auditLogs}
          notice={notice}
          onViewOrderOfPayment={onViewOrderOfPayment}
        />
      )}
    </Frame>
  );
}
