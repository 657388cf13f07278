import { useNavigate } from 'react-router-dom';
import { ReviewStatus } from '@qce/shared-kit/flows';
import { ReviewOutcome } from '@qce/shared-kit/flows/track-steps';
import { MESSAGES } from '@qce/shared-kit/messages';
import { TRANSACTION_TYPE } from '@qce/shared-kit/domain';
import { StepLayout } from '../../components/step-layout';
import { paths } from '../../config/paths';

/** Under Review `/qce/sp/under-review` (intake §2): the department head is reviewing. */
export function UnderReviewPage() {
  return (
    <StepLayout
      title={MESSAGES.review.underReviewTitle}
      step={TRANSACTION_TYPE.headApproval}
      showTitle={false}
    >
      {() => <ReviewStatus state="under-review" variant="sp" />}
    </StepLayout>
  );
}

/** Review Completed `/qce/sp/review-completed` (intake §2): approved, rejected or still under review. */
export function ReviewCompletedPage() {
  const navigate = useNavigate();
  return (
    <StepLayout
      title={MESSAGES.review.reviewCompletedTitle}
      step={TRANSACTION_TYPE.headApproval}
      showTitle={false}
    >
      {({ application, auditLogs }) => (
        <ReviewOutcome
          application={application}
          auditLogs={auditLogs}
          variant="sp"
          issuingHref={`/qce${paths.permitIssuing.href}`}
          onGoToIssuing={() => navigate(paths.permitIssuing.href)}
        />
      )}
    </StepLayout>
  );
}
