import { useNavigate } from '@qce/shared-kit/router';
import { ReviewCompletedStep, UnderReviewStep } from '@qce/shared-kit/flows/track-steps';
import { StepLayout } from '../../components/step-layout';
import { paths } from '../../config/paths';

/** Under Review `/qce/sp/under-review` (intake §2). */
export const UnderReviewPage = () => <UnderReviewStep Frame={StepLayout} variant="sp" />;

/** Review Completed `/qce/sp/review-completed` (intake §2); Go to Issuing opens `permitIssuing`. */
export function ReviewCompletedPage() {
  const navigate = useNavigate();
  const issuing = paths.permitIssuing.href;
  return (
    <ReviewCompletedStep
      Frame={StepLayout}
      variant="sp"
      issuingHref={`/qce${issuing}`}
      onGoToIssuing={() => navigate(issuing)}
    />
  );
}
