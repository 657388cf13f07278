import { useNavigate } from '@qce/shared-kit/router';
import { ReviewCompletedStep, UnderReviewStep } from '@qce/shared-kit/flows/track-steps';
import { StepLayout } from '../../components/step-layout';
import { paths } from '../../config/paths';

/** Under Review `/qce/ihc/under-review` (intake §2). */
export const UnderReviewPage = () => <UnderReviewStep Frame={StepLayout} variant="individual" />;

/** Review Completed `/qce/ihc/review-completed` (intake §2); Go to Issuing opens `certificateIssuing`. */
export function ReviewCompletedPage() {
  const navigate = useNavigate();
  const issuing = paths.certificateIssuing.href;
  return (
    <ReviewCompletedStep
      Frame={StepLayout}
      variant="individual"
      issuingHref={`/qce${issuing}`}
      onGoToIssuing={() => navigate(issuing)}
    />
  );
}
