import { useNavigate } from '@qce/shared-kit/router';
import { HeadApprovalPanel } from '@qce/shared-kit/flows';
import { MESSAGES } from '@qce/shared-kit/messages';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';

/**
 * Head approval `/qce/sp/head-approval` (intake §4 Head approval, payment §2): the shared panel keeps
 * its button disabled until the Head Approval step is COMPLETED; then on to permit issuing.
 */
export function HeadApprovalPage() {
  const navigate = useNavigate();
  return (
    <StepFrame
      title={MESSAGES.review.headApproval}

      showTitle={false}
    >
      {({ application }) => (
        <HeadApprovalPanel
          applicationId={application.applicationId}
          continueLabel="Go to Permit Issuing"
          onContinue={() => navigate(paths.permitIssuing.href)}
        />
      )}
    </StepFrame>
  );
}
