import { ReviewStatus } from '@qce/shared-kit/flows';
import type { ReviewVariant } from '@qce/shared-kit/flows';
import { APPLICATION_STATUS, headApprovalState, statusIs } from '@qce/shared-kit/domain';
import type { AuditLogEntry } from '@qce/shared-kit/domain';

export interface ReviewOutcomeProps {
  application: { status?: string | null; remarks?: string | null };
  auditLogs: readonly AuditLogEntry[];
  /** The under-review wording of the track. */
  variant: ReviewVariant;
  /** Go to Issuing: the track's issuing step (certificate issuing, permit issuing). */
  issuingHref: string;
  onGoToIssuing: () => void;
}

/**
 * Review Completed (intake §2): rejected with the remarks, approved (Head Approval COMPLETED) with Go
 * to Issuing, otherwise still under review.
 */
export function ReviewOutcome({
  application,
  auditLogs,
  variant,
  issuingHref,
  onGoToIssuing,
}: ReviewOutcomeProps) {
  if (statusIs(application.status, APPLICATION_STATUS.rejected)) {
    return <ReviewStatus state="rejected" remarks={application.remarks ?? null} />;
  }
  if (headApprovalState(auditLogs).approved) {
    return (
      <ReviewStatus state="approved" issuingHref={issuingHref} onGoToIssuing={onGoToIssuing} />
    );
  }
  return <ReviewStatus state="under-review" variant={variant} />;
}
