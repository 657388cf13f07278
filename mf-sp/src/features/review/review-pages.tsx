import { useNavigate } from 'react-router-dom';
import { ReviewStatus } from '@qce/shared-kit/flows';
import { MESSAGES } from '@qce/shared-kit/messages';
import {
  APPLICATION_STATUS,
  TRANSACTION_TYPE,
  headApprovalState,
  statusIs,
} from '@qce/shared-kit/domain';
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

/**
 * Review Completed `/qce/sp/review-completed` (intake §2): approved (Head Approval COMPLETED) with
 * Go to Issuing (permit issuing), or rejected with the remarks; otherwise still under review.
 */
export function ReviewCompletedPage() {
  const navigate = useNavigate();
  return (
    <StepLayout
      title={MESSAGES.review.reviewCompletedTitle}
      step={TRANSACTION_TYPE.headApproval}
      showTitle={false}
    >
      {({ application, auditLogs }) => {
        if (statusIs(application.status, APPLICATION_STATUS.rejected)) {
          return <ReviewStatus state="rejected" remarks={application.remarks ?? null} />;
        }
        if (headApprovalState(auditLogs).approved) {
          return (
            <ReviewStatus
              state="approved"
              issuingHref={`/qce${paths.permitIssuing.href}`}
              onGoToIssuing={() => navigate(paths.permitIssuing.href)}
            />
          );
        }
        return <ReviewStatus state="under-review" variant="sp" />;
      }}
    </StepLayout>
  );
}
