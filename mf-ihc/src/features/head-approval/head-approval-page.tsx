import { useNavigate } from '@qce/shared-kit/router';
import { HeadApprovalPanel } from '@qce/shared-kit/flows';
import { MESSAGES } from '@qce/shared-kit/messages';
import { localKeys } from '@qce/shared-kit/storage';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';
import { getCurrentAppId } from '../../lib/use-current-application';

/**
 * Head approval `/qce/ihc/head-approval` (intake §4 Head approval, payment §2): the kit's panel, whose
 * button (Go to Issuing) stays disabled until the Head Approval log is COMPLETED and which shows that
 * entry's logDate as the approval date. A bulk representative sees the bulk's step.
 */
export function HeadApprovalPage() {
  const navigate = useNavigate();
  const toIssuing = () => navigate(paths.certificateIssuing.href);
  const appId = getCurrentAppId();
  if (appId && localKeys.get('actualClass') === 'Bulk') {
    return (
      <main className="qce-page">
        <HeadApprovalPanel
          applicationId={appId}
          bulkApplicationId={appId}
          continueLabel={MESSAGES.review.goToIssuing}
          onContinue={toIssuing}
        />
      </main>
    );
  }
  return (
    <StepFrame
      title={MESSAGES.review.headApproval}

      showTitle={false}
    >
      {({ application }) => (
        <HeadApprovalPanel
          applicationId={application.applicationId}
          continueLabel={MESSAGES.review.goToIssuing}
          onContinue={toIssuing}
        />
      )}
    </StepFrame>
  );
}
